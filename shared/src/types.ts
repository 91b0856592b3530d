// Types of every entity of the API, named and spelled as the API sends them.

/** Every reply is this envelope; success is code 200. */
export interface Envelope<T> {
  code: number;
  success: boolean;
  message: string;
  response: T;
}

/** A page of results: the items in `data`, with the page count. */
export interface Page<T> {
  data: T[];
  page: number;
  pageSize: number;
  pageCount: number;
  dataCount: number;
}

/** Register payload. */
export interface RegisterPayload {
  Email: string;
  VCode: string;
  PassWord: string;
  Company: string;
  Phone: string;
}

/** Login response; the password is never returned. */
export interface LoginResponse {
  UserName: string;
}

/** The "who am I" reply. */
export interface SessionInfo {
  UserName: string;
  Email: string;
}

/** Guest enquiry. Website is the honeypot field: people never fill it. */
export interface GuestEnquiry {
  FirstName: string;
  LastName: string;
  Company: string;
  Phone?: string;
  Country: string;
  Body: string;
  EMail: string;
  Website?: string;
}

/** Password update payload. */
export interface PasswordUpdatePayload {
  hash: string;
  Password: string;
  password2: string;
}

/** Article. */
export interface Article {
  Id: number;
  Title: string;
  Summary: string;
  Author: string;
  PublishTime: string;
  CreateTime: string;
  ImgUrl: string;
  Content?: string;
  DictionaryId: number;
  EN_DictionaryName: string;
}

/** Advertisement (banner). */
export interface Advertisement {
  Id: number;
  Title: string;
  ImageUrl: string;
  LinkUrl?: string;
  Summary?: string;
}

/** Material (document or video). */
export interface Material {
  Id: number;
  Title: string;
  Summary: string;
  DictionaryId: number;
  DictionaryName: string;
  AttachmentId: number;
  AttachmentName: string;
  /** Videos only: documents are reached through DownloadFile's signed link. */
  AttachmentUrl: string;
  ImageUrl: string;
  FileSize?: number;
  PublishTime?: string;
}

/** Category; a SubCategory has Pid linking to the parent. */
export interface Category {
  Id: number;
  EN_Name: string;
  CN_Name: string;
  ImageUrl: string;
  Pid: number;
  Description?: string;
  Introduction?: string;
}

export interface CategoryTree {
  Category: Category[];
  SubCategory: Category[];
}

export interface ProductImage {
  ImageUrl: string;
}

/** Product (list and card). */
export interface ProductCard {
  Id: number;
  Name: string;
  ShortName: string;
  Summary: string;
  Product_UL: string;
  Images: ProductImage[];
}

/** A product list reply also carries its sub category (DictionaryInfo). */
export interface DictionaryInfo {
  Id: number;
  EN_Name: string;
  EN_Name2: string;
  Introduction: string;
  ImageUrl: string;
  Pid: number;
}

export interface ProductListPage extends Page<ProductCard> {
  DictionaryInfo: DictionaryInfo;
}

/** Product (detail). */
export interface ProductDetail {
  Id: number;
  Name: string;
  ShortName: string;
  Summary: string;
  EN_DictionaryName: string;
  EN_DictionaryName2: string;
  DictionaryId: number;
  DictionaryId2: number;
  Images: ProductImage[];
  Introduce: string;
  Product_UL: string;
  InstallationRequirement: string;
  Specifications: string;
  OutputCapability: string;
  DeratingCurve: string;
  Description: string;
  OrderingInformation: string;
  FrontCategoryValue1: number;
  FrontCategoryValue2: number;
}

/** ProductTagItem and ProductTag. */
export interface ProductTagItem {
  Id: number;
  Pid: number;
  EN_Name: string;
}
export interface ProductTag {
  Id: number;
  EN_Name: string;
  /** How the sidebar offers the tag: a select, the mutually exclusive connection checkboxes, the POE toggle or the ports slider. */
  Kind?: 'select' | 'connections' | 'toggle' | 'range';
}
export interface ProductTagResponse {
  Tags: ProductTag[];
  TagItems: ProductTagItem[];
}

/** Solution. */
export interface SolutionPoint {
  Name: string;
  Content: string;
  ImageUrl: string;
}
export interface SolutionCase {
  Name: string;
  Content: string;
  ImageUrl: string;
}
export interface SolutionProduct {
  ProductId: number;
  Name: string;
  ShortName: string;
  Images: { FileUrl: string }[];
}
export interface Solution {
  Id: number;
  Name: string;
  DictionaryName2: string;
  Summary: string;
  BannerImageUrl: string;
  Type: number;
  Tag: number;
  Points: SolutionPoint[];
  Cases: SolutionCase[];
  Products: SolutionProduct[];
}

/** Search result. */
export type SearchDataType = 'product' | 'solution' | 'news' | 'support';
export type SearchContentType = 'products' | 'solutions' | 'supports' | 'news';
export interface SearchResult {
  Id: number;
  Title: string;
  Summary: string;
  DataType: SearchDataType;
  /** Support results: a document's attachment (downloaded through RegUser/DownloadFile), 0 for a video. */
  AttachmentId?: number;
  /** Support results: a video's public file, '' for a document. */
  AttachmentUrl?: string;
}
export interface SearchResponse {
  Data: Page<SearchResult>;
  Counts: Record<SearchContentType, number>;
}

/** Download response. */
export interface DownloadResponse {
  FileUrl: string;
}

/** Company milestone (About page). */
export interface Milestone {
  Id: number;
  Year: number;
  Title: string;
  Summary: string;
  ImageUrl: string;
}
