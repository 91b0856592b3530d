// Business constants of SPEC.md section 9 (and the page sizes of section 7), with names.
// Every number here is quoted from the spec; the comment names the line it comes from.

/** §9 "Resend countdown 60 s". */
export const VERIFICATION_RESEND_SECONDS = 60;
/** §9 "carousel 2500 ms". */
export const CAROUSEL_INTERVAL_MS = 2500;
/** §9 "filter start delay 500 ms". */
export const FILTER_START_DELAY_MS = 500;
/** §7, §9 "Client time-out 10 s". */
export const CLIENT_TIMEOUT_MS = 10_000;
/** How long a toast stays. §9's "mock toast 1.5 s" belongs to the development mock, which is not part of the product (§8); 3 s gives a reader time to finish the sentence. */
export const TOAST_DURATION_MS = 3000;

/** §9 "Banner page size 3" (home carousel). */
export const BANNER_PAGE_SIZE = 3;
/** §9 "featured products 3". */
export const FEATURED_PRODUCTS_COUNT = 3;
/** §9 "random news 3 (amount 3, level 1)". */
export const RANDOM_NEWS_AMOUNT = 3;
export const RANDOM_NEWS_LEVEL = 1;
/** §9 "hot news 3". */
export const HOT_NEWS_COUNT = 3;

/** §9 page sizes. */
export const PAGE_SIZE = {
  news: 6,
  newsColumnsDesktop: 3,
  supportDocuments: 10,
  videos: 9,
  productSearch: 40,
  productList: 8,
  siteSearch: 10,
} as const;

/** §9 "Product detail shows at most 3 images." */
export const PRODUCT_DETAIL_MAX_IMAGES = 3;

/** §9 truncation lengths (characters before the ellipsis). */
export const TRUNCATE = {
  newsTitle: 100,
  newsTitleTotal: 88,
  newsSummary: 140,
  hotNewsSummary: 150,
  documentTitle: 65,
  videoTitle: 63,
  videoSummary: 125,
  topVideoTitle: 90,
  topVideoDescription: 400,
  productName: 70,
  productNameRecommended: 63,
  solutionName: 70,
  solutionSummary: 430,
  /** The solution summary is truncated only when it is at least this long. */
  solutionSummaryThreshold: 170,
  caseTabTitle: 45,
  caseHeading: 54,
  searchTitle: 65,
  shortNameSmall: 40,
  shortNameMedium: 63,
  shortNameLarge: 70,
} as const;

/** §9 "Back-to-top above 20 px". */
export const BACK_TO_TOP_THRESHOLD_PX = 20;
/** §9 "scroll-to-top steps 50 px every 5 ms". */
export const SCROLL_TO_TOP_STEP_PX = 50;
export const SCROLL_TO_TOP_STEP_MS = 5;
/** §9 "timeline scroll step 1.5 (1.2 mobile)". */
export const TIMELINE_SCROLL_STEP = { desktop: 1.5, mobile: 1.2 } as const;

/** §2 Home, §9 "Statistics: 20%, 18+, 40+, 60M+". */
export const COMPANY_STATISTICS = [
  { value: '20%', label: 'R&D investment ratio' },
  { value: '18+', label: 'years' },
  { value: '40+', label: 'countries and regions' },
  { value: '60M+', label: 'devices' },
] as const;

/** §5, §9 "Ports slider 0..52". */
export const PORTS_RANGE = { min: 0, max: 52 } as const;

/** §4 signed-out display name, §3 "Display user name, default 'Sign In'". */
export const SIGNED_OUT_NAME = 'Sign In';

/** §7 banner dictionary ids per page. */
export const BANNER_DICTIONARY = {
  home: 40,
  news: 49,
  support: 50,
  productCategory: { 1: 14, 2: 1, 3: 8, 4: 24 },
  solutionSector: { 1: 28, 2: 29, 3: 30, 4: 31 },
} as const;

/** §7 news dictionary ids. */
export const NEWS_CATEGORIES = [
  { id: 32, name: 'Industry' },
  { id: 33, name: 'Classic Case' },
  { id: 34, name: 'Social responsibility' },
  { id: 35, name: 'Activity' },
] as const;

/** §7 Dictionary/GetCategoryByType types. */
export const DICTIONARY_TYPE = { product: 1, video: 4, document: 5 } as const;
/** §7 Material/GetPageList fileType. */
export const MATERIAL_FILE_TYPE = { video: 1, document: 2 } as const;
/** §7 DownloadFile Area for documents. */
export const DOWNLOAD_AREA_DOCUMENTS = 2;

/** §8 messages shown by the client, word for word. */
export const MESSAGES = {
  cannotConnect: 'cannot connect to the service',
  tokenExpired: 'token expired, log in again',
  passwordInconsistency: 'Password inconsistency',
  passwordLnconsistency: 'Password lnconsistency',
  invalidEmail: 'Please enter a valid email address',
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
  codeRequired: 'Code is required.',
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  companyRequired: 'Company is required.',
  countryRequired: 'Country is required.',
  messageRequired: 'Message is required.',
  sectionUnavailable: 'This section is temporarily unavailable',
} as const;
