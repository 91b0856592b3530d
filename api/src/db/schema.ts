import type { ColumnType, Generated } from 'kysely';

// The database, table by table. Timestamps are ISO-8601 UTC strings so that the
// same SQL sorts and compares them on SQLite and on PostgreSQL.

/** Dictionary entries: product categories (type 1), video categories (4), document types (5), news categories (6). */
export interface CategoriesTable {
  id: number;
  type: number;
  pid: number;
  en_name: string;
  cn_name: string;
  image_url: string;
  description: string;
  introduction: string;
  sort: number;
}

/** Banners, placed by the dictionary id of the page that shows them. */
export interface AdvertisementsTable {
  id: number;
  dictionary_id: number;
  title: string;
  image_url: string;
  link_url: string;
  summary: string;
  sort: number;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
}

export interface ProductsTable {
  id: number;
  name: string;
  short_name: string;
  summary: string;
  product_ul: string;
  category_id: number;
  sub_category_id: number;
  front_category_value1: number;
  front_category_value2: number;
  introduce: string;
  specifications: string;
  ordering_information: string;
  description: string;
  installation_requirement: string;
  output_capability: string;
  derating_curve: string;
  ports: number;
  /** 0 = not featured; otherwise the position among the home page's top products. */
  top_rank: number;
  sort: number;
  /** 'active' | 'phase-out' | 'discontinued' (ProductLifecycleState in contracts/product-lifecycle.ts). */
  lifecycle_state: string;
  /** ISO date: the last order date in phase-out, the discontinuation date when discontinued; '' when active. */
  lifecycle_date: string;
  /** The product that replaces this one, where there is one. */
  successor_id: number | null;
}

/** A part number a product is ordered by (its ordering table's models, migration 0017). */
export interface ProductPartNumbersTable {
  part_number: string;
  product_id: number;
  description: string;
  sort: number;
}

export interface ProductImagesTable {
  id: number;
  product_id: number;
  image_url: string;
  sort: number;
}

/** A filter group of the product centre (Managed/Unmanaged, Speed, Connections...), of one product family. */
export interface ProductTagsTable {
  id: number;
  en_name: string;
  kind: string;
  sort: number;
  /** The product family (1 to 4, products.category_id) whose products the group narrows. */
  family: number;
}

export interface ProductTagItemsTable {
  id: number;
  pid: number;
  en_name: string;
  sort: number;
}

/** One row of a product's datasheet (migration 0016): the comparison aligns products by (section, field). */
export interface ProductSpecRowsTable {
  product_id: number;
  section: string;
  field: string;
  value: string;
  /** The row's place in the datasheet, counted over all its sections. */
  sort: number;
}

export interface ProductTagLinksTable {
  product_id: number;
  tag_item_id: number;
}

export interface SolutionsTable {
  id: number;
  type: number;
  tag: number;
  name: string;
  dictionary_name2: string;
  summary: string;
  banner_image_url: string;
  sort: number;
}

/** A solution's key points and its application cases are two tables of the same columns: a titled text with a picture. */
interface SolutionSectionRow {
  id: number;
  solution_id: number;
  name: string;
  content: string;
  image_url: string;
  sort: number;
}

export type SolutionPointsTable = SolutionSectionRow;
export type SolutionCasesTable = SolutionSectionRow;

export interface SolutionProductsTable {
  solution_id: number;
  product_id: number;
  sort: number;
}

/** A stored file: documents are served only through signed links, videos and posters publicly. */
export interface AttachmentsTable {
  id: number;
  file_name: string;
  /** Path relative to api/content/files (private) or api/content/media (public). */
  storage_path: string;
  content_type: string;
  size: number;
  public: number;
}

/** Support material: file_type 2 documents, 1 videos. */
export interface MaterialsTable {
  id: number;
  file_type: number;
  category_id: number;
  title: string;
  summary: string;
  attachment_id: number;
  image_url: string;
  publish_time: string;
  product_id: number | null;
  /** The product model the material is about, kept even when the catalogue has no such row (migration 0002_support). */
  /** The product model the material is about (kept even when the product row is gone); defaults to ''. */
  product_name: ColumnType<string, string | undefined, string>;
  sort: number;
  /** The document's version ("V1.4", "Rev. B"); '' for a video (migration 0010_material_versions, as the three below). */
  version: ColumnType<string, string | undefined, string>;
  /** The material's own model in its compact forms, space-padded (" flms5008g ms5008g "); '' when it has none. */
  model_keys: ColumnType<string, string | undefined, string>;
  /** The lower-case words of the title and model, space-padded: what ranks a match above one found elsewhere. */
  title_words: ColumnType<string, string | undefined, string>;
  /** Every lower-case word a key may match (title, model, summary, product name, type, covered models), space-padded. */
  search_words: ColumnType<string, string | undefined, string>;
}

export interface ArticlesTable {
  id: number;
  category_id: number;
  title: string;
  summary: string;
  author: string;
  publish_time: string;
  create_time: string;
  img_url: string;
  content: string;
  level: number;
}

export interface MilestonesTable {
  id: number;
  year: number;
  title: string;
  summary: string;
  image_url: string;
  sort: number;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  user_name: string;
  password_hash: string;
  company: string;
  phone: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a stolen database holds no usable session. */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

/** One counted event of a per-address limit (migration 0004). */
export interface AddressEventsTable {
  id: Generated<number>;
  key: string;
  at: string;
}

/** The Idempotency-Key of a write that may be retried, kept 24 hours (migration 0008). */
export interface IdempotencyKeysTable {
  key_hash: string;
  fingerprint: string;
  created_at: string;
  claimed_at: string;
  /** Null while the first request with the key is still being answered. */
  status_code: number | null;
  reply: string | null;
}

export interface VerificationCodesTable {
  email: string;
  code_hash: string;
  expires_at: string;
  attempts: number;
  sent_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface GuestsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  company: string;
  phone: string;
  country: string;
  body: string;
  email: string;
  created_at: string;
  ip: string;
}

export interface VisitsTable {
  id: Generated<number>;
  path: string;
  referrer_host: string;
  device: string;
  country: string;
  created_at: string;
}

/** A release of one remote that passed the gate (migration 0005). */
export interface ReleasesTable {
  remote: string;
  version: string;
  entry_url: string;
  source: 'store' | 'url';
  content_hash: string;
  /** JSON of ReleaseManifestSummary: what the gate read from the release's mf-manifest.json. */
  manifest_summary: string;
  created_at: string;
  created_by: string;
}

/** Each remote's stable release and optional canary; written only by compare-and-swap on `revision`. */
export interface RolloutsTable {
  remote: string;
  revision: number;
  stable_version: string;
  canary_version: string | null;
  canary_percent: number;
  /** JSON array of percentages, e.g. [1,5,25,50,100]. */
  steps: string;
  step_index: number;
  step_every_ms: number | null;
  /** 1 when automatic steps are paused. */
  paused: number;
  since: string;
  updated_at: string;
}

export interface RolloutHistoryTable {
  id: Generated<number>;
  remote: string;
  at: string;
  actor: string;
  action: string;
  from_state: string;
  to_state: string;
  reason: string;
}

export interface LeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

/** Section loads reported by browsers, counted per minute, remote, release, channel and outcome (migration 0006). */
export interface LoadCountsTable {
  minute: string;
  remote: string;
  version: string;
  channel: 'stable' | 'canary' | 'preview';
  /** 'shown', or the phase a failed load failed in. */
  outcome: string;
  loads: number;
  total_ms: number;
}

/** Counted section loads per source, kept only for the guard's window (migration 0007). */
/** Page views per histogram bucket of a metric (db/migrations/0012_vital_counts.ts). */
export interface VitalCountsTable {
  minute: string;
  route: string;
  device: 'mobile' | 'desktop';
  /** The remote's folder name (mf-catalog). */
  remote: string;
  version: string;
  channel: 'stable' | 'canary' | 'preview';
  /** The canary run's start (ISO), '' for other channels. */
  run: string;
  metric: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
  /** The federation name of the section that held the element responsible (INP, CLS), 'shell', or ''. */
  held_by: string;
  bucket: number;
  views: number;
}

/** The vitals guard's views per source and histogram bucket, kept for the guard's window (migration 0013). */
export interface VitalGuardCountsTable {
  minute: string;
  /** The remote's folder name (mf-catalog). */
  remote: string;
  version: string;
  channel: 'stable' | 'canary' | 'preview';
  /** The canary run's start (ISO), '' for other channels. */
  run: string;
  /** A keyed hash of the client's network (services/rollouts/report-source.ts). */
  source: string;
  device: 'mobile' | 'desktop';
  metric: 'LCP' | 'INP' | 'CLS';
  bucket: number;
  views: number;
}

export interface GuardCountsTable {
  minute: string;
  remote: string;
  version: string;
  channel: 'stable' | 'canary' | 'preview';
  /** The canary run's start (ISO), '' for other channels. */
  run: string;
  /** A keyed hash of the client's network (services/rollouts/report-source.ts). */
  source: string;
  outcome: string;
  loads: number;
}

/** The sections a load ticket has reported (migration 0007). */
export interface LoadTicketClaimsTable {
  nonce: string;
  claim: string;
  expires_at: string;
}

/** Report records answered but not counted, per minute, remote and reason (migration 0007). */
export interface LoadRejectionsTable {
  minute: string;
  remote: string;
  reason: string;
  records: number;
}

/** The files of a stored release, for every machine's processes (migration 0009). */
export interface ReleaseFilesTable {
  remote: string;
  version: string;
  path: string;
  sha256: string;
  content: Buffer;
}

/** A product security advisory (migration 0015). */
export interface SecurityAdvisoriesTable {
  /** 'FL-SA-2026-003'. */
  id: string;
  title: string;
  /** Plain text. */
  summary: string;
  /** Sanitised HTML. */
  description: string;
  /** ISO date-times, UTC. */
  published_at: string;
  updated_at: string;
  /** The CVSS 3.1 base score of `cvss_vector`. */
  cvss_score: number;
  cvss_vector: string;
  severity: 'Low' | 'Medium' | 'High' | 'Critical';
  cwe_id: string;
  cwe_name: string;
  /** JSON text: string[]. */
  mitigations: string;
  acknowledgments: string;
  sort: number;
}

/** A product an advisory concerns and its affected firmware range (migration 0015). */
export interface AdvisoryProductsTable {
  advisory_id: string;
  product_id: number;
  /** '' = every version before `fixed_in`. */
  affected_from: string;
  /** '' = no fixed version yet: mitigations only. */
  fixed_in: string;
  sort: number;
}

/** One revision of an advisory, numbered as CSAF numbers a document's revisions ('1.0.0') (migration 0015). */
export interface AdvisoryRevisionsTable {
  advisory_id: string;
  number: string;
  date: string;
  summary: string;
  sort: number;
}

export interface Database {
  categories: CategoriesTable;
  advertisements: AdvertisementsTable;
  site_settings: SiteSettingsTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  product_part_numbers: ProductPartNumbersTable;
  product_tags: ProductTagsTable;
  product_tag_items: ProductTagItemsTable;
  product_tag_links: ProductTagLinksTable;
  product_spec_rows: ProductSpecRowsTable;
  solutions: SolutionsTable;
  solution_points: SolutionPointsTable;
  solution_cases: SolutionCasesTable;
  solution_products: SolutionProductsTable;
  attachments: AttachmentsTable;
  materials: MaterialsTable;
  articles: ArticlesTable;
  milestones: MilestonesTable;
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  address_events: AddressEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  password_resets: PasswordResetsTable;
  guests: GuestsTable;
  visits: VisitsTable;
  releases: ReleasesTable;
  rollouts: RolloutsTable;
  rollout_history: RolloutHistoryTable;
  leases: LeasesTable;
  load_counts: LoadCountsTable;
  guard_counts: GuardCountsTable;
  vital_counts: VitalCountsTable;
  vital_guard_counts: VitalGuardCountsTable;
  load_ticket_claims: LoadTicketClaimsTable;
  load_rejections: LoadRejectionsTable;
  release_files: ReleaseFilesTable;
  security_advisories: SecurityAdvisoriesTable;
  advisory_products: AdvisoryProductsTable;
  advisory_revisions: AdvisoryRevisionsTable;
}
