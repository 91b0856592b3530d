// The site's business constants (counts, page sizes, time limits, truncation lengths,
// dictionary ids and client messages), with names, so no component spells a number by hand.
import {
  DOCUMENT_PAGE_SIZE,
  NEWS_PAGE_SIZE,
  PRODUCT_LIST_PAGE_SIZE,
  PRODUCT_SEARCH_PAGE_SIZE,
  VIDEO_PAGE_SIZE,
} from '@ferrolink/api/contracts/page-sizes';

import { SITE_SEARCH_PAGE_SIZE } from '@ferrolink/api/contracts/site-search';
// The banner ids and counts of the reads a page makes when it opens: the server answers those inside the page.
export { BANNER_PAGE_SIZE, FEATURED_PRODUCTS_COUNT } from '@ferrolink/api/contracts/first-reads';

/** Seconds before a verification code or a password email may be sent again. */
export const VERIFICATION_RESEND_SECONDS = 60;
/** The home banner carousel advances every 2500 ms. */
export const CAROUSEL_INTERVAL_MS = 2500;
/** The product category page waits 500 ms after it opens before its first search. */
export const FILTER_START_DELAY_MS = 500;
/** Every API call times out after 10 s. */
export const CLIENT_TIMEOUT_MS = 10_000;
/** How long a toast stays: 3 s gives a reader time to finish the sentence. */
export const TOAST_DURATION_MS = 3000;

/** Random news: 3 articles of level 1. */
export const RANDOM_NEWS_AMOUNT = 3;
export const RANDOM_NEWS_LEVEL = 1;
/** Hot news (random articles) beside an article. */
export const HOT_NEWS_COUNT = 3;

/** Page sizes; those the API also applies come from its page-size contract. */
export const PAGE_SIZE = {
  news: NEWS_PAGE_SIZE,
  newsColumnsDesktop: 3,
  supportDocuments: DOCUMENT_PAGE_SIZE,
  videos: VIDEO_PAGE_SIZE,
  productSearch: PRODUCT_SEARCH_PAGE_SIZE,
  productList: PRODUCT_LIST_PAGE_SIZE,
  siteSearch: SITE_SEARCH_PAGE_SIZE,
} as const;

/** A product detail shows at most 3 images. */
export const PRODUCT_DETAIL_MAX_IMAGES = 3;

/** Truncation lengths (characters before the ellipsis). */
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

/** The back-to-top button appears once the page scrolled more than 20 px. */
export const BACK_TO_TOP_THRESHOLD_PX = 20;
/** Scrolling to the top moves 50 px every 5 ms. */
export const SCROLL_TO_TOP_STEP_PX = 50;
export const SCROLL_TO_TOP_STEP_MS = 5;
/** One arrow click of the Milestone scroller moves 1.5 card widths (1.2 on mobile). */
export const TIMELINE_SCROLL_STEP = { desktop: 1.5, mobile: 1.2 } as const;

/** The company's facts and contact details, and the home page's four statistics drawn from them. */
export { COMPANY, COMPANY_STATISTICS, COMPANY_YEARS, type PostalAddress } from '@ferrolink/api/contracts/company';

/** The range of the product filters' ports slider. */
export const PORTS_RANGE = { min: 0, max: 52 } as const;

/** The display name when signed out; a stored name equal to it counts as signed out. */
export const SIGNED_OUT_NAME = 'Sign In';

/** News category dictionary ids. */
export const NEWS_CATEGORIES = [
  { id: 32, name: 'Industry' },
  { id: 33, name: 'Classic Case' },
  { id: 34, name: 'Social responsibility' },
  { id: 35, name: 'Activity' },
] as const;

/** Dictionary/GetCategoryByType types and Material/GetPageList file types: the server reads them too (a page's first reads). */
export { BANNER_DICTIONARY, DICTIONARY_TYPE, MATERIAL_FILE_TYPE } from '@ferrolink/api/contracts/content-ids';
/** DownloadFile Area for documents. */
export const DOWNLOAD_AREA_DOCUMENTS = 2;

/**
 * The messages every part of the site may show, word for word. A form's own sentences live with its rules: the
 * account forms' in ACCOUNT_FIELD_MESSAGES, the contact form's in ENQUIRY_MESSAGES (both the API's contracts).
 */
export const MESSAGES = {
  cannotConnect: 'cannot connect to the service',
  tokenExpired: 'token expired, log in again',
  sectionUnavailable: 'This section is temporarily unavailable',
} as const;
