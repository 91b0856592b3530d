import { paths } from '@ferrolink/shared';
import { renderStandalone } from '@ferrolink/shared/standalone';
import LoginPage from './pages/LoginPage';
import AccountPage from './pages/AccountPage';
import ForgotPasswordPage from './pages/ForgotPasswordPage';
import PasswordSettingPage from './pages/PasswordSettingPage';

// The standalone harness: every page at its real path, against the API the dev server proxies.
renderStandalone('mf-account', [
  { path: paths.login, label: 'Sign In', element: <LoginPage /> },
  { path: paths.account, label: 'Create Account', element: <AccountPage /> },
  { path: paths.forgotPassword, label: 'Change Password', element: <ForgotPasswordPage /> },
  { path: paths.passwordSetting, label: 'Set New Password', element: <PasswordSettingPage /> },
]);
