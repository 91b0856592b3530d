import { SignIn } from '../features/sign-in/SignIn';

/** /login: Email, Password, SIGN IN, 'Change Password?', 'Create new account'. */
export default function LoginPage() {
  return <SignIn />;
}
