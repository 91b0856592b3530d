import { useState, type FormEvent } from 'react';
import { Link, links, newPasswordProblem, useFormFields, useSearchParams } from '@ferrolink/shared';
import { useUpdatePassword } from './update-password';
import { AccountLayout } from '../account-form/AccountLayout';
import { Field } from '../account-form/Field';
import { PasswordInput } from '../account-form/PasswordInput';
import { SuccessView } from '../account-form/SuccessView';
import { WarningLine } from '../account-form/WarningLine';
import { ACCOUNT_TEXT } from '../account-form/validation';
import styles from '../account-form/account.module.css';

/** /passwordSetting?hash=...: step 0 the new password twice, step 1 the success message. */
export function PasswordSetting() {
  const [searchParams] = useSearchParams();
  const hash = searchParams.get('hash') ?? '';
  const update = useUpdatePassword();
  const form = useFormFields({ password: '', confirm: '' }, (values) => ({
    password: newPasswordProblem(values.password),
    confirm:
      values.confirm === '' ? ACCOUNT_TEXT.confirmPasswordRequired : values.confirm !== values.password ? ACCOUNT_TEXT.passwordLnconsistency : null,
  }));
  const { password, confirm } = form.values;
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [step, setStep] = useState<0 | 1>(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (form.hasErrors || update.isPending) return;
    setServerMessage(null);
    update.mutate(
      { hash, Password: password, password2: confirm },
      {
        onSuccess: () => {
          form.reset();
          setStep(1);
        },
        onError: (error) => setServerMessage(error.message),
      },
    );
  };

  if (step === 1) {
    return (
      <AccountLayout title="Set New Password">
        <SuccessView title="Password Reset Successful" text="Your password was successfully updated.">
          <Link to={links.login()} className="fl-button">
            SIGN IN
          </Link>
        </SuccessView>
      </AccountLayout>
    );
  }

  if (hash === '') {
    return (
      <AccountLayout title="Set New Password">
        <p className={styles.doneText}>
          This page opens from the link in the password email we send you. Ask for a new link if yours no longer works.
        </p>
        <div className={styles.links}>
          <Link to={links.forgotPassword()}>Change Password?</Link>
        </div>
      </AccountLayout>
    );
  }

  return (
    <AccountLayout title="Set New Password" intro="Choose a new password of at least 8 characters.">
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Set new password">
        <Field id="setting-password" label="New Password" error={form.shownError('password')}>
          {(aria) => (
            <PasswordInput
              {...aria}
              autoComplete="new-password"
              value={password}
              onChange={(event) => form.setValue('password', event.target.value)}
            />
          )}
        </Field>
        <Field id="setting-confirm" label="Confirm New Password" error={form.shownError('confirm')}>
          {(aria) => (
            <PasswordInput {...aria} autoComplete="new-password" value={confirm} onChange={(event) => form.setValue('confirm', event.target.value)} />
          )}
        </Field>
        <WarningLine message={serverMessage} />
        <button type="submit" className={`fl-button ${styles.submit}`} disabled={update.isPending}>
          UPDATE PASSWORD
        </button>
      </form>
    </AccountLayout>
  );
}
