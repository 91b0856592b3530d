import { useEffect, useState, type FormEvent } from 'react';
import { ACCOUNT_FIELD_MESSAGES, Link, links, newPasswordProblem, useFormFields, useNavigate, VERIFICATION_RESEND_SECONDS } from '@ferrolink/shared';
import { useRegisterAccount } from './register-account';
import { useSendVerificationCode } from './send-verification-code';
import { AccountLayout } from '../account-form/AccountLayout';
import { EmailField } from '../account-form/EmailField';
import { Field } from '../account-form/Field';
import { PasswordInput } from '../account-form/PasswordInput';
import { TextInput } from '../account-form/TextInput';
import { InformationModal } from '../account-form/InformationModal';
import { SuccessView } from '../account-form/SuccessView';
import { useCountdown } from '../account-form/use-countdown';
import { ACCOUNT_TEXT, emailError, REGISTER_SUCCESS_REDIRECT_MS, requiredError } from '../account-form/validation';
import styles from '../account-form/account.module.css';

type FieldName = 'email' | 'code' | 'password' | 'confirm' | 'company' | 'phone';
const EMPTY: Record<FieldName, string> = { email: '', code: '', password: '', confirm: '', company: '', phone: '' };

/** /account: the form, then the success view 'login was successful', then /login. */
export function Registration() {
  const navigate = useNavigate();
  const sendCode = useSendVerificationCode();
  const register = useRegisterAccount();
  const countdown = useCountdown();
  const form = useFormFields(EMPTY, (entered) => ({
    email: emailError(entered.email),
    code: requiredError(entered.code, ACCOUNT_FIELD_MESSAGES.codeRequired),
    password: newPasswordProblem(entered.password),
    confirm: requiredError(entered.confirm, ACCOUNT_TEXT.confirmPasswordRequired),
    company: requiredError(entered.company, ACCOUNT_FIELD_MESSAGES.companyRequired),
    phone: requiredError(entered.phone, ACCOUNT_FIELD_MESSAGES.phoneRequired),
  }));
  const { values } = form;
  const [modal, setModal] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(links.login()), REGISTER_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const change = (field: FieldName) => (event: { target: { value: string } }) => form.setValue(field, event.target.value);

  const requestCode = () => {
    // Sending a code needs a valid email, else the modal.
    if (emailError(values.email)) {
      setModal(ACCOUNT_FIELD_MESSAGES.invalidEmail);
      return;
    }
    sendCode.mutate(values.email.trim(), {
      onSuccess: () => countdown.start(VERIFICATION_RESEND_SECONDS),
      onError: (error) => setModal(error.message),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (form.hasErrors || register.isPending) return;
    if (values.password !== values.confirm) {
      setModal(ACCOUNT_TEXT.passwordInconsistency);
      return;
    }
    register.mutate(
      {
        Email: values.email.trim(),
        VCode: values.code.trim(),
        PassWord: values.password,
        Company: values.company.trim(),
        Phone: values.phone.trim(),
      },
      {
        onSuccess: () => {
          form.setValue('password', '', { touch: false });
          form.setValue('confirm', '', { touch: false });
          setDone(true);
        },
        onError: (error) => setModal(error.message),
      },
    );
  };

  if (done) {
    return (
      <AccountLayout title="Create Account">
        <SuccessView title="login was successful" text={`Your account for ${values.email.trim()} is ready. Taking you to the sign-in page…`}>
          <Link to={links.login()} className="fl-button">
            SIGN IN
          </Link>
        </SuccessView>
      </AccountLayout>
    );
  }

  const counting = countdown.secondsLeft > 0;
  const sendButton = (
    <button
      type="button"
      className={`fl-button fl-button--outline ${styles.sendButton}`}
      onClick={requestCode}
      disabled={sendCode.isPending || counting}
      aria-label={counting ? `Send again in ${countdown.secondsLeft} seconds` : 'Send'}
    >
      {counting ? `${countdown.secondsLeft}s` : 'Send'}
    </button>
  );

  return (
    <AccountLayout title="Create Account" intro="Register with your work email. We will send a verification code to it.">
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Create account">
        <EmailField id="account-email" value={values.email} error={form.shownError('email')} onChange={(value) => form.setValue('email', value)} />
        <Field id="account-code" label="Verification Code" error={form.shownError('code')} addon={sendButton}>
          {(aria) => (
            <TextInput {...aria} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={values.code} onChange={change('code')} />
          )}
        </Field>
        {counting && (
          <p className={styles.hint} role="status">
            We have sent a 6-digit code to your email. It is valid for 10 minutes.
          </p>
        )}
        <div className={styles.twoColumns}>
          <Field id="account-password" label="Password" error={form.shownError('password')}>
            {(aria) => <PasswordInput {...aria} autoComplete="new-password" value={values.password} onChange={change('password')} />}
          </Field>
          <Field id="account-confirm" label="Confirm Password" error={form.shownError('confirm')}>
            {(aria) => <PasswordInput {...aria} autoComplete="new-password" value={values.confirm} onChange={change('confirm')} />}
          </Field>
        </div>
        <div className={styles.twoColumns}>
          <Field id="account-company" label="Company" error={form.shownError('company')}>
            {(aria) => <TextInput {...aria} autoComplete="organization" maxLength={200} value={values.company} onChange={change('company')} />}
          </Field>
          <Field id="account-phone" label="Phone" error={form.shownError('phone')}>
            {(aria) => <TextInput {...aria} type="tel" autoComplete="tel" maxLength={40} value={values.phone} onChange={change('phone')} />}
          </Field>
        </div>
        <button type="submit" className={`fl-button ${styles.submit}`} disabled={register.isPending}>
          SIGN UP
        </button>
        <div className={styles.links}>
          <Link to={links.login()}>Already Registered? Login</Link>
        </div>
      </form>
      <InformationModal message={modal} onClose={() => setModal(null)} />
    </AccountLayout>
  );
}
