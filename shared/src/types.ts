// Types of every entity of the API, named and spelled as the API sends them. The content replies' types are the
// API's own reply schemas (api/src/contracts/api-shapes.ts), the request bodies' its request schemas
// (api/src/contracts/api-requests.ts), imported type-only: a field the API renames or drops
// is a type error here, and nothing of the API reaches a browser bundle.
import type {
  ArticleDetail,
  ArticleListItem,
  ProductSubCategory,
  ProductTags,
  SearchCounts,
  SearchReply,
  SignedDownload,
  SignInReply,
  SolutionSection,
} from '@ferrolink/api/contracts/api-shapes';

export type {
  Advertisement,
  ArticleDetail,
  ArticleListItem,
  Category,
  CategoryTree,
  CompanyProfile,
  Material,
  Milestone,
  ProductCard,
  ProductDetail,
  ProductImage,
  ProductLifecycle,
  ProductListPage,
  ProductSubCategory,
  ProductTag,
  ProductTagItem,
  ProductTagKind,
  ProductTags,
  SearchCounts,
  SearchDataType,
  SearchReply,
  SearchResult,
  SessionInfo,
  Solution,
  SolutionProduct,
  SolutionSection,
  SolutionSector,
  SolutionSummary,
  VerificationCodeReply,
} from '@ferrolink/api/contracts/api-shapes';
// The bodies the forms send, as the API's request schemas describe them.
export type { GuestEnquiryForm, PasswordUpdatePayload, RegisterPayload, SignInPayload } from '@ferrolink/api/contracts/api-requests';

// Every reply's envelope and a page of results, as the API writes them.
export type { Envelope, Page } from '@ferrolink/api/contracts/envelope';

/** Login response; the password is never returned. */
export type LoginResponse = SignInReply;

/** A news article: a list item, or the detail, which adds Content (the body, HTML). */
export type Article = ArticleListItem & Partial<Pick<ArticleDetail, 'Content'>>;

/** A product list reply also carries its sub category (DictionaryInfo). */
export type DictionaryInfo = ProductSubCategory;
/** The filter sidebar's tags and their items (Product/GetProductTagItem). */
export type ProductTagResponse = ProductTags;

/** A solution's points and application cases share one shape. */
export type SolutionPoint = SolutionSection;
export type SolutionCase = SolutionSection;

/** The search page's content types: its tabs and the `type` of WebSite/Search. */
export type SearchContentType = keyof SearchCounts;
/** WebSite/Search: a page of results and the count of each content type. */
export type SearchResponse = SearchReply;

/** RegUser/DownloadFile's signed link. */
export type DownloadResponse = SignedDownload;
