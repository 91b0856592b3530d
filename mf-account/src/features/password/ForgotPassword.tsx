import { useState, type FormEvent } from 'react';
import { Link, links, useFormFields, VERIFICATION_RESEND_SECONDS } from '@ferrolink/shared';
import { usePasswordRetrieval } from './password-retrieval';
import { AccountLayout } from '../account-form/AccountLayout';
import { EmailField } from '../account-form/EmailField';
import { InformationModal } from '../account-form/InformationModal';
import { useCountdown } from '../account-form/use-countdown';
import { emailError } from '../account-form/validation';
import styles from '../account-form/account.module.css';

/** /forgotPassword: step 0 the email and NEXT STEP, step 1 the instruction with a resend link. */
export function ForgotPassword() {
  const retrieval = usePasswordRetrieval();
  // The server sends one link a minute per address; the resend link waits as long.
  const countdown = useCountdown();
  const form = useFormFields({ email: '' }, (values) => ({ email: emailError(values.email) }));
  const { email } = form.values;
  const [step, setStep] = useState<0 | 1>(0);
  const [modal, setModal] = useState<string | null>(null);
  const [resent, setResent] = useState(false);

  const send = (onSuccess: () => void) =>
    retrieval.mutate(email.trim(), {
      onSuccess: () => {
        countdown.start(VERIFICATION_RESEND_SECONDS);
        onSuccess();
      },
      onError: (failure) => setModal(failure.message),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (form.hasErrors || retrieval.isPending) return;
    send(() => setStep(1));
  };

  return (
    <AccountLayout
      title="Change Password"
      intro={step === 0 ? 'Enter the email address of your account and we will mail you a link to set a new password.' : undefined}
    >
      {step === 0 ? (
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Change password">
          <EmailField id="forgot-email" value={email} error={form.shownError('email')} onChange={(value) => form.setValue('email', value)} />
          <button type="submit" className={`fl-button ${styles.submit}`} disabled={retrieval.isPending}>
            NEXT STEP
          </button>
          <div className={styles.links}>
            <Link to={links.login()}>Back to Sign In</Link>
          </div>
        </form>
      ) : (
        <div className={styles.form}>
          <p className={styles.doneText}>
            We have sent an email to <strong>{email.trim()}</strong>. The email contains a special link for creating a new password; it is valid for
            one hour.
          </p>
          <p className={styles.doneText}>
            Didn&apos;t get the mail?{' '}
            <button
              type="button"
              className={styles.linkButton}
              disabled={retrieval.isPending || countdown.secondsLeft > 0}
              onClick={() => send(() => setResent(true))}
            >
              Click here to resend.
            </button>
          </p>
          {countdown.secondsLeft > 0 && <p className={styles.hint}>You can ask for another mail in {countdown.secondsLeft} seconds.</p>}
          {resent && (
            <p className={styles.hint} role="status">
              We have sent the mail again. Please also check your spam folder.
            </p>
          )}
          <div className={styles.links}>
            <Link to={links.login()}>Back to Sign In</Link>
          </div>
        </div>
      )}
      <InformationModal message={modal} onClose={() => setModal(null)} />
    </AccountLayout>
  );
}
