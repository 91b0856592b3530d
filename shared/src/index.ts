// The public door of the shared package. Shell and remotes import from here only,
// so the federation singleton covers everything below.
export * from './constants';
export * from './router';
export * from './query';
export * from './types';
export * from './runtime-config';
// The address rule the API applies, from the API's own contract module: one rule, read by both sides.
export { EMAIL_MAX_LENGTH, isAcceptableEmail } from '@ferrolink/api/contracts/email-address';
// The account forms' lengths, sentences and new-password rule, as the API checks them.
export { ACCOUNT_FIELD_MESSAGES, newPasswordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@ferrolink/api/contracts/account-limits';
// The contact form's fields, limits and sentences, as the API checks them.
export { ENQUIRY_FIELDS, ENQUIRY_MESSAGES, enquiryFieldProblem, type EnquiryField } from '@ferrolink/api/contracts/enquiry-rules';
// What the shell reports of each section load, in the shape POST /api/rollout/reports checks.
export {
  LOAD_REPORTS_PATH,
  LOAD_TICKET_TIMING_NAME,
  MAX_LOAD_TICKET_LENGTH,
  MAX_REPORTED_MS,
  MAX_REPORTS_PER_BATCH,
  MAX_REPORT_BODY_BYTES,
  type LoadChannel,
  type LoadFailurePhase,
} from '@ferrolink/api/contracts/load-report';
// The rollout API's replies, as the rollout console (mf-ops) reads them.
export {
  CONSOLE_HEADER,
  type ConsoleSessionReply,
  type HistoryEntry,
  type ReleaseListing,
  type RolloutSeries,
  type SeriesChannel,
  type SeriesMetric,
  type SeriesRange,
  type StatusLoads,
  type StatusRow,
  type VitalPercentiles,
} from '@ferrolink/api/contracts/rollout-api';
// What the shell reports of each page view's Core Web Vitals, beside the load records in the same beacon.
export {
  MAX_SECTIONS_PER_VITAL,
  MAX_VITAL_VALUE,
  MAX_VITALS_PER_BATCH,
  type VitalDevice,
  type VitalMetric,
  type VitalReport,
  type VitalSection,
} from '@ferrolink/api/contracts/web-vitals';
// The reads a page makes when it opens: the server answers them inside the page (see api/page-data.ts).
export { FIRST_READS, PAGE_DATA_ELEMENT_ID, readKey } from '@ferrolink/api/contracts/first-reads';
export type { MaterialFileType } from '@ferrolink/api/contracts/content-ids';
// The parts-list check's limits, messages and reply, and the CSV its page offers, as the API writes them.
export {
  advisoryText,
  decodePartsListBytes,
  LIFECYCLE_LABELS,
  lifecycleWords,
  MATCH_LABELS,
  MAX_PARTS_LIST_BYTES,
  MAX_PARTS_LIST_LINES,
  PARTS_LIST_MEDIA_TYPES,
  PARTS_LIST_MESSAGES,
  PARTS_LIST_PAGE,
  partsListCsv,
  type PartsListAdvisory,
  type PartsListReply,
  type PartsListResult,
} from '@ferrolink/api/contracts/parts-list';
// A product's lifecycle: its states, badge text, successor sentence and the hide-discontinued filter, as the API sends them.
export {
  HIDE_DISCONTINUED_LABEL,
  HIDE_DISCONTINUED_PARAM,
  lifecycleBadgeText,
  PRODUCT_LIFECYCLE_STATES,
  successorText,
  type ProductLifecycleState,
} from '@ferrolink/api/contracts/product-lifecycle';
export { firstReadReply, setPageData } from './api/page-data';
export {
  DEFAULT_SITE_SEARCH_TYPE,
  SITE_SEARCH_KEY_MAX_LENGTH,
  siteSearchPageOf,
  siteSearchTermOf,
  siteSearchTypeOf,
} from '@ferrolink/api/contracts/site-search';
// The product comparison's address and reply, as the API reads and writes them.
export {
  COMPARE_DIFFERENCES_PARAM,
  COMPARE_IDS_PARAM,
  MAX_COMPARED_PRODUCTS,
  NO_COMPARE_IDS_MESSAGE,
  parseCompareIds,
  productCompareHead,
  type ComparedProduct,
  type CompareSpecRow,
  type ProductCompareReply,
} from '@ferrolink/api/contracts/product-compare';
// The security advisories: ids, severities, firmware ranges in words, as the API gives and checks them.
export {
  ADVISORIES_FEED_PATH,
  advisoryIdOfSearchNumber,
  csafDocumentAddress,
  normaliseAdvisoryId,
  SEVERITIES,
  type AdvisoryDetail,
  type AdvisoryProduct,
  type AdvisoryRevision,
  type AdvisorySummary,
  type Severity,
} from '@ferrolink/api/contracts/security-advisories';
export { describeAffectedRange, type AffectedVersionRange } from '@ferrolink/api/contracts/firmware-versions';
export { ApiError, isApiError, type ApiErrorKind } from './api/api-error';
export { httpClient, apiGet, apiPost, showConnectionError, reportServiceFailure, type QueryParams } from './api/client';
export { idempotentSubmissions, newIdempotencyKey, IDEMPOTENCY_KEY_HEADER, type SubmissionSender } from './api/idempotent-submission';
export { queryClient, createQueryClient } from './api/query-client';
export { useFailureToast, isNotFoundAnswer, type FailureToastOptions } from './api/use-failure-toast';
export { useSignedDownload, getDownloadLink, resolveFileUrl, type SignedDownload } from './api/signed-download';
export { usePageBanner, usePageBanners, getPageBanners, pageBannersKey, PAGE_BANNER_STALE_MS } from './api/page-banner';
export { getProductCategories, useProductCategories } from './api/product-categories';
export { useAuthStore, useIsSignedIn, isSignedInName, rehydrateStoredSession, AUTH_STORAGE_KEY } from './auth/auth-store';
export { registerNavigator, navigateTo } from './lib/navigation';
export { claimScroll, onScrollClaimed, KEEP_SCROLL, keepsScroll } from './lib/scroll-ownership';
export { truncate, htmlToText, replaceNbsp } from './lib/truncate';
export { formatArticleDate } from './lib/format-date';
export { usePageHead, documentTitle, pageDescription, type PageHead } from './lib/page-head';
export { detectDevice, setRenderedDevice, useDevice, useIsMobile, type DeviceClass } from './lib/device';
export { useFormFields, type FormFields, type FieldMessages } from './lib/use-form-fields';
export { usePagedList, type PagedList, type PagedListOptions, type PagedItem } from './lib/use-paged-list';
export { useAfterFirstFrame, useFirstFrameDrawn } from './lib/use-first-frame-drawn';
export { pagingButtons, showLoadMore, clampPage, pageNumbers } from './lib/paging';
export { paths, links, APP_ROUTES, readIntParam, type SectorType, type ProductFamilyType } from './routes/paths';
export { SafeHtml, sanitizeHtml, setServerHtmlSanitizer } from './ui/SafeHtml';
export { Pagination, LoadMore } from './ui/Pagination';
export { Breadcrumbs, type Crumb } from './ui/Breadcrumbs';
export { Toaster } from './ui/Toaster';
export { NotFound } from './ui/NotFound';
export { Skeleton } from './ui/Skeleton';
export { EmptyState } from './ui/EmptyState';
export { RetryState } from './ui/RetryState';
export { PageBanner, type PageBannerProps } from './ui/PageBanner';
export { TabList, type TabListItem, type TabListProps } from './ui/TabList';
export { SeverityBadge } from './ui/SeverityBadge';
export { useShowMore, type ShowMore } from './ui/ShowMore';
export { SocialLinks } from './ui/SocialLinks';
export { ContactDetails } from './ui/ContactDetails';
/** The words of the privacy and legal notices, fetched when one of those pages opens: they are not in every page's code. */
export const loadLegalPages = () => import('@ferrolink/api/contracts/legal-pages');
export type { LegalPage, LegalSection, LegalBlock } from '@ferrolink/api/contracts/legal-pages';
export { useToastStore, toast, type ToastMessage, type ToastLevel } from './ui/toast-store';
export { SHARED_INSTANCE_ID } from './instance';
export { SOLUTION_SECTORS, solutionLocation, sectorByType, PRODUCT_FAMILIES, type SolutionEntry, type SectorEntry } from './solutions';
