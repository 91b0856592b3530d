import { useState, type FormEvent } from 'react';
import { Input } from 'antd';
import { Link, links, useAuthStore, useNavigate } from '@ferrolink/shared';
import { useUserLogin } from '../api/user-login';
import { AccountLayout } from '../components/AccountLayout';
import { Field } from '../components/Field';
import { WarningLine } from '../components/WarningLine';
import { emailError, enteredPasswordError, hasErrors } from '../lib/validation';
import styles from '../components/account.module.css';

/** /login (SPEC.md §2 Login, §4 Login state): Email, Password, SIGN IN, 'Change Password?', 'Create new account'. */
export default function LoginPage() {
  const navigate = useNavigate();
  const login = useUserLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false });
  const [submitted, setSubmitted] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const errors = { email: emailError(email), password: enteredPasswordError(password) };
  const shown = (field: keyof typeof errors) => (touched[field] || submitted ? errors[field] : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors) || login.isPending) return;
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
        <Field id="login-email" label="Email" error={shown('email')}>
          {(aria) => (
            <Input
              {...aria}
              type="email"
              size="large"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setTouched((value) => ({ ...value, email: true }));
              }}
            />
          )}
        </Field>
        <Field id="login-password" label="Password" error={shown('password')}>
          {(aria) => (
            <Input.Password
              {...aria}
              size="large"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setTouched((value) => ({ ...value, password: true }));
              }}
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
