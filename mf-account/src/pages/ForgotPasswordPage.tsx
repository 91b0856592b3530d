import { ForgotPassword } from '../features/password/ForgotPassword';

/** /forgotPassword: step 0 the email and NEXT STEP, step 1 the instruction with a resend link. */
export default function ForgotPasswordPage() {
  return <ForgotPassword />;
}
