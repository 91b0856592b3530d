import { paths } from '@ferrolink/shared';
import type { RemoteModuleRef } from '../remotes/contract';

/**
 * A page that lives in a remote: `remote` and `module` (the exposed module that renders it) must be a pair of
 * REMOTE_CONTRACT, so a route cannot mount a module that the release gate does not require of the remote.
 */
type RemoteRoute = RemoteModuleRef & {
  path: string;
  title: string;
};

/** The routes whose pages live in remotes. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: paths.login, remote: 'mf_account', module: 'LoginPage', title: 'Sign In' },
  { path: paths.account, remote: 'mf_account', module: 'AccountPage', title: 'Create Account' },
  { path: paths.forgotPassword, remote: 'mf_account', module: 'ForgotPasswordPage', title: 'Change Password' },
  { path: paths.passwordSetting, remote: 'mf_account', module: 'PasswordSettingPage', title: 'Set New Password' },
  { path: paths.about, remote: 'mf_news', module: 'AboutPage', title: 'About Us' },
  { path: paths.newsList, remote: 'mf_news', module: 'NewsListPage', title: 'News' },
  { path: paths.newsContent, remote: 'mf_news', module: 'NewsContentPage', title: 'News' },
  { path: paths.solution, remote: 'mf_solutions', module: 'SolutionPage', title: 'Solutions' },
  { path: paths.solutionDetails, remote: 'mf_solutions', module: 'SolutionDetailsPage', title: 'Solutions' },
  { path: paths.productCenter, remote: 'mf_catalog', module: 'ProductCenterPage', title: 'Products' },
  { path: paths.productList, remote: 'mf_catalog', module: 'ProductListPage', title: 'Products' },
  { path: paths.productDetails, remote: 'mf_catalog', module: 'ProductDetailsPage', title: 'Products' },
  { path: paths.productCompare, remote: 'mf_catalog', module: 'ProductComparePage', title: 'Compare Products' },
  { path: paths.support, remote: 'mf_support', module: 'SupportPage', title: 'Support' },
  { path: paths.securityAdvisories, remote: 'mf_support', module: 'SecurityAdvisoriesPage', title: 'Security Advisories' },
  { path: paths.securityAdvisory, remote: 'mf_support', module: 'SecurityAdvisoryPage', title: 'Security Advisories' },
  { path: paths.partsListCheck, remote: 'mf_support', module: 'PartsListCheckPage', title: 'Parts-List Check' },
  { path: paths.ops, remote: 'mf_ops', module: 'OpsPage', title: 'Rollout console' },
];
