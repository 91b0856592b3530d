import { Registration } from '../features/registration/Registration';

/** /account: the form, then the success view 'login was successful', then /login. */
export default function AccountPage() {
  return <Registration />;
}
