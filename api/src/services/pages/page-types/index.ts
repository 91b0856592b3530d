import { LEGAL_PAGE, PRIVACY_PAGE } from '../../../contracts/legal-pages';
import type { PageType } from '../page-type';
import { aboutPage } from './about';
import { accountPage } from './account';
import { articlePage } from './article';
import { homePage } from './home';
import { legalPage } from './legal';
import { newsListPage } from './news-list';
import { partsListCheckPage } from './parts-list-check';
import { productCenterPage } from './product-center';
import { productComparePage } from './product-compare';
import { productDetailPage } from './product-detail';
import { productListPage } from './product-list';
import { searchPage } from './search';
import { securityAdvisoriesPage } from './security-advisories';
import { securityAdvisoryPage } from './security-advisory';
import { solutionDetailPage } from './solution-detail';
import { solutionsPage } from './solutions';
import { supportPage } from './support';

const privacyPage = legalPage('/privacy', PRIVACY_PAGE);
const legalNoticePage = legalPage('/legal', LEGAL_PAGE);

/** Every page address of the site (SPA_ROUTES) and its page type. */
export const PAGE_TYPES: Readonly<Record<string, PageType>> = {
  '/': homePage,
  '/home': homePage,
  '/index': homePage,
  '/login': accountPage('/login', 'Sign In', 'Sign in to download documents and manage your Ferrolink account.'),
  '/account': accountPage('/account', 'Create Account', 'Create a Ferrolink account to download product documents.'),
  '/forgotPassword': accountPage('/forgotPassword', 'Change Password', 'Get a link to choose a new password for your Ferrolink account.'),
  // The link's hash is a secret for one person: never part of an address a search engine or a cache may keep.
  '/passwordSetting': accountPage('/passwordSetting', 'Set New Password', 'Choose a new password for your Ferrolink account.'),
  '/about': aboutPage,
  '/solution': solutionsPage,
  '/solutionDetails': solutionDetailPage,
  '/productCenter': productCenterPage,
  '/producList': productListPage,
  '/producDtetails': productDetailPage,
  // Not in SITEMAP_PAGE_TYPES: a comparison is one visitor's choice of products, shared by link.
  '/productCompare': productComparePage,
  '/support': supportPage,
  '/newsList': newsListPage,
  '/newsContent': articlePage,
  '/searchList': searchPage,
  '/privacy': privacyPage,
  '/legal': legalNoticePage,
  '/securityAdvisories': securityAdvisoriesPage,
  '/securityAdvisory': securityAdvisoryPage,
  '/partsListCheck': partsListCheckPage,
  // Nothing is read on the server: the console shows only what a signed-in person asks the rollout API for.
  '/ops': accountPage('/ops', 'Rollout console', "Roll out, watch and roll back the releases of the site's sections."),
};

/** The page types in the sitemap, in the order it lists their addresses. */
export const SITEMAP_PAGE_TYPES: readonly PageType[] = [
  homePage,
  productCenterPage,
  productListPage,
  productDetailPage,
  solutionsPage,
  solutionDetailPage,
  supportPage,
  securityAdvisoriesPage,
  securityAdvisoryPage,
  partsListCheckPage,
  newsListPage,
  articlePage,
  aboutPage,
  privacyPage,
  legalNoticePage,
];
