import { useState, type FormEvent } from 'react';
import { Link, links, useAuthStore, useFormFields, useNavigate } from '@ferrolink/shared';
import { useUserLogin } from './user-login';
import { AccountLayout } from '../account-form/AccountLayout';
import { EmailField } from '../account-form/EmailField';
import { Field } from '../account-form/Field';
import { PasswordInput } from '../account-form/PasswordInput';
import { WarningLine } from '../account-form/WarningLine';
import { emailError, enteredPasswordError } from '../account-form/validation';
import styles from '../account-form/account.module.css';

/** /login: Email, Password, SIGN IN, 'Change Password?', 'Create new account'. */
export function SignIn() {
  const navigate = useNavigate();
  const login = useUserLogin();
  const form = useFormFields({ email: '', password: '' }, (values) => ({
    email: emailError(values.email),
    password: enteredPasswordError(values.password),
  }));
  const { email, password } = form.values;
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (form.hasErrors || login.isPending) return;
    setServerMessage(null);
    login.mutate(
      { mail: email.trim(), password },
      {
        onSuccess: (reply) => {
          useAuthStore.getState().signIn(reply.UserName);
          navigate(links.index());
        },
        onError: (error) => setServerMessage(error.message),
      },
    );
  };

  return (
    <AccountLayout title="Sign In" intro="Sign in with the email address you registered to download support files.">
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Sign in">
        <EmailField id="login-email" value={email} error={form.shownError('email')} onChange={(value) => form.setValue('email', value)} />
        <Field id="login-password" label="Password" error={form.shownError('password')}>
          {(aria) => (
            <PasswordInput
              {...aria}
              autoComplete="current-password"
              value={password}
              onChange={(event) => form.setValue('password', event.target.value)}
            />
          )}
        </Field>
        <WarningLine message={serverMessage} />
        <button type="submit" className={`fl-button ${styles.submit}`} disabled={login.isPending}>
          SIGN IN
        </button>
        <div className={styles.links}>
          <Link to={links.forgotPassword()}>Change Password?</Link>
          <Link to={links.account()}>Create new account</Link>
        </div>
      </form>
    </AccountLayout>
  );
}
