// The shapes of the API's replies (catalogue, categories, banners, news, About page, solutions, support material,
// search, the account replies), written once as the JSON schemas the API serialises its replies with; the front end
// reads their TypeScript types through @ferrolink/shared (type-only, so nothing of this module reaches a browser
// bundle). A field renamed here is a type error in every component that reads it.
//
// One module on purpose: every reply shape needs FromSchema below (the request bodies, in api-requests.ts, import it).
//
// On `required`: the serializer writes required properties first, so a schema either requires all its properties
// or leaves only its last ones optional; that way the order on the wire stays the order written here. A required
// property the handler leaves undefined is a serialisation error, which the handlers' types rule out.

import type { Page } from './envelope';
import { PRODUCT_LIFECYCLE_STATES } from './product-lifecycle';

/** The JSON type names these schemas use. */
type JsonTypeName = 'string' | 'integer' | 'number' | 'boolean' | 'null';

type FromTypeName<Name> = Name extends 'string'
  ? string
  : Name extends 'integer' | 'number'
    ? number
    : Name extends 'boolean'
      ? boolean
      : Name extends 'null'
        ? null
        : never;

/** Flattens an intersection so editors show one object type. */
type Flatten<T> = { [Key in keyof T]: T[Key] } & {};

type ObjectFromProperties<Properties, RequiredKey> = Flatten<
  { -readonly [Key in keyof Properties as Key extends RequiredKey ? Key : never]: FromSchema<Properties[Key]> } & {
    -readonly [Key in keyof Properties as Key extends RequiredKey ? never : Key]?: FromSchema<Properties[Key]>;
  }
>;

/**
 * The TypeScript type of the values an `as const` JSON schema describes: objects (with `required`), arrays,
 * anyOf, enums and the scalar types, which is all these replies use.
 */
export type FromSchema<Schema> = Schema extends { anyOf: readonly (infer Member)[] }
  ? FromSchema<Member>
  : Schema extends { enum: readonly (infer Value)[] }
    ? Value
    : Schema extends { type: 'object'; properties: infer Properties }
      ? ObjectFromProperties<Properties, Schema extends { required: readonly (infer RequiredKey)[] } ? RequiredKey : never>
      : Schema extends { type: 'array'; items: infer Item }
        ? FromSchema<Item>[]
        : Schema extends { type: readonly (infer Name extends JsonTypeName)[] }
          ? FromTypeName<Name>
          : Schema extends { type: infer Name extends JsonTypeName }
            ? FromTypeName<Name>
            : unknown;

/** The property names of an object schema, as its `required` list (all of them). */
function allRequired<const Properties extends Record<string, unknown>>(properties: Properties): (keyof Properties & string)[] {
  return Object.keys(properties) as (keyof Properties & string)[];
}

/** True when A and B are the same type (each assignable to the other). */
type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Schema of a paged list whose items match `item`: the shape of Page (checked below). */
export function pageSchema<const Item>(item: Item) {
  return {
    type: 'object',
    properties: {
      data: { type: 'array', items: item },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
      pageCount: { type: 'integer' },
      dataCount: { type: 'integer' },
    },
    required: ['data', 'page', 'pageSize', 'pageCount', 'dataCount'],
  } as const;
}

/** Compiles only when T is true. */
type Holds<T extends true> = T;
/** A field added to pageSchema or to Page and not to the other is a type error here. */
export type PageSchemaMatchesPage = Holds<SameType<FromSchema<ReturnType<typeof pageSchema<{ type: 'string' }>>>, Page<string>>>;

// Product (/api/Product).

export const productImageSchema = {
  type: 'object',
  properties: { ImageUrl: { type: 'string' } },
  required: ['ImageUrl'],
} as const;

/** A product's lifecycle (contracts/product-lifecycle.ts): its state, the date of it, and its successor if any. */
export const productLifecycleSchema = {
  type: 'object',
  properties: {
    State: { type: 'string', enum: PRODUCT_LIFECYCLE_STATES },
    Date: { type: 'string' },
    Successor: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: { Id: { type: 'integer' }, Name: { type: 'string' }, ShortName: { type: 'string' } },
          required: ['Id', 'Name', 'ShortName'],
        },
      ],
    },
  },
  required: ['State', 'Date', 'Successor'],
} as const;

/** What a product card shows (lists, search, top products); the detail reply has all of it and more. */
const productCardProperties = {
  Id: { type: 'integer' },
  Name: { type: 'string' },
  ShortName: { type: 'string' },
  Summary: { type: 'string' },
  Product_UL: { type: 'string' },
  DictionaryId2: { type: 'integer' },
  Images: { type: 'array', items: productImageSchema },
  Lifecycle: productLifecycleSchema,
} as const;

export const productCardSchema = {
  type: 'object',
  properties: productCardProperties,
  required: allRequired(productCardProperties),
} as const;

const productDetailProperties = {
  ...productCardProperties,
  EN_DictionaryName: { type: 'string' },
  EN_DictionaryName2: { type: 'string' },
  DictionaryId: { type: 'integer' },
  Introduce: { type: 'string' },
  InstallationRequirement: { type: 'string' },
  Specifications: { type: 'string' },
  OutputCapability: { type: 'string' },
  DeratingCurve: { type: 'string' },
  Description: { type: 'string' },
  OrderingInformation: { type: 'string' },
  FrontCategoryValue1: { type: 'integer' },
  FrontCategoryValue2: { type: 'integer' },
} as const;

export const productDetailSchema = {
  type: 'object',
  properties: productDetailProperties,
  required: allRequired(productDetailProperties),
} as const;

const productSubCategoryProperties = {
  Id: { type: 'integer' },
  EN_Name: { type: 'string' },
  EN_Name2: { type: 'string' },
  Introduction: { type: 'string' },
  ImageUrl: { type: 'string' },
  Pid: { type: 'integer' },
} as const;

/** The sub category a product list reply carries for its page header. */
export const productSubCategorySchema = {
  type: 'object',
  properties: productSubCategoryProperties,
  required: allRequired(productSubCategoryProperties),
} as const;

const productCardPageSchema = pageSchema(productCardSchema);

/** A sub category's product list: a page of cards and the sub category. */
export const productListPageSchema = {
  ...productCardPageSchema,
  properties: { ...productCardPageSchema.properties, DictionaryInfo: productSubCategorySchema },
} as const;

/** How the filter sidebar offers a tag: a select, the mutually exclusive connection checkboxes, the POE toggle or the ports slider. */
export const PRODUCT_TAG_KINDS = ['select', 'connections', 'toggle', 'range'] as const;

export const productTagSchema = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    EN_Name: { type: 'string' },
    Kind: { type: 'string', enum: PRODUCT_TAG_KINDS },
    /** The product family (1 to 4) whose products the tag narrows. */
    Family: { type: 'integer' },
  },
  // Kind and Family come last and are optional: a client that does not know Kind offers the tag as a select.
  required: ['Id', 'EN_Name'],
} as const;

export const productTagItemSchema = {
  type: 'object',
  properties: { Id: { type: 'integer' }, Pid: { type: 'integer' }, EN_Name: { type: 'string' } },
  required: ['Id', 'Pid', 'EN_Name'],
} as const;

/** The filter sidebar's tags and their items: one family's (GetProductTagItem?type=1..4), or every family's. */
export const productTagsSchema = {
  type: 'object',
  properties: { Tags: { type: 'array', items: productTagSchema }, TagItems: { type: 'array', items: productTagItemSchema } },
  required: ['Tags', 'TagItems'],
} as const;

export type ProductImage = FromSchema<typeof productImageSchema>;
export type ProductLifecycle = FromSchema<typeof productLifecycleSchema>;
export type ProductCard = FromSchema<typeof productCardSchema>;
export type ProductDetail = FromSchema<typeof productDetailSchema>;
export type ProductSubCategory = FromSchema<typeof productSubCategorySchema>;
export type ProductListPage = FromSchema<typeof productListPageSchema>;
export type ProductTagKind = (typeof PRODUCT_TAG_KINDS)[number];
export type ProductTag = FromSchema<typeof productTagSchema>;
export type ProductTagItem = FromSchema<typeof productTagItemSchema>;
export type ProductTags = FromSchema<typeof productTagsSchema>;

// Category trees (/api/Dictionary).

/** A category; a sub category's Pid is its parent's Id. Description and Introduction come last, optional. */
export const categorySchema = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    EN_Name: { type: 'string' },
    CN_Name: { type: 'string' },
    ImageUrl: { type: 'string' },
    Pid: { type: 'integer' },
    Description: { type: 'string' },
    Introduction: { type: 'string' },
  },
  required: ['Id', 'EN_Name', 'CN_Name', 'ImageUrl', 'Pid'],
} as const;

export const categoryTreeSchema = {
  type: 'object',
  properties: { Category: { type: 'array', items: categorySchema }, SubCategory: { type: 'array', items: categorySchema } },
  required: ['Category', 'SubCategory'],
} as const;

export type Category = FromSchema<typeof categorySchema>;
export type CategoryTree = FromSchema<typeof categoryTreeSchema>;

// Banners (/api/Advertisement).

/** A banner; LinkUrl and Summary come last, optional. */
export const advertisementSchema = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    Title: { type: 'string' },
    ImageUrl: { type: 'string' },
    LinkUrl: { type: 'string' },
    Summary: { type: 'string' },
  },
  required: ['Id', 'Title', 'ImageUrl'],
} as const;

export type Advertisement = FromSchema<typeof advertisementSchema>;

// The About page (/api/About).

const companyFactSchema = {
  type: 'object',
  properties: { Value: { type: 'string' }, Label: { type: 'string' } },
  required: ['Value', 'Label'],
} as const;

const companyProfileProperties = {
  Title: { type: 'string' },
  Lead: { type: 'string' },
  Content: { type: 'string' },
  ImageUrl: { type: 'string' },
  Facts: { type: 'array', items: companyFactSchema },
} as const;

export const companyProfileSchema = {
  type: 'object',
  properties: companyProfileProperties,
  required: allRequired(companyProfileProperties),
} as const;

const milestoneProperties = {
  Id: { type: 'integer' },
  Year: { type: 'integer' },
  Title: { type: 'string' },
  Summary: { type: 'string' },
  ImageUrl: { type: 'string' },
} as const;

export const milestoneSchema = {
  type: 'object',
  properties: milestoneProperties,
  required: allRequired(milestoneProperties),
} as const;

export type CompanyProfile = FromSchema<typeof companyProfileSchema>;
export type Milestone = FromSchema<typeof milestoneSchema>;

// News (/api/Article).

const articleListItemProperties = {
  Id: { type: 'integer' },
  Title: { type: 'string' },
  Summary: { type: 'string' },
  Author: { type: 'string' },
  PublishTime: { type: 'string' },
  CreateTime: { type: 'string' },
  ImgUrl: { type: 'string' },
  DictionaryId: { type: 'integer' },
  EN_DictionaryName: { type: 'string' },
  Level: { type: 'integer' },
} as const;

/** An article in a list: everything but the body. */
export const articleListItemSchema = {
  type: 'object',
  properties: articleListItemProperties,
  required: allRequired(articleListItemProperties),
} as const;

const articleDetailProperties = { ...articleListItemProperties, Content: { type: 'string' } } as const;

/** An article with its body (HTML). */
export const articleDetailSchema = {
  type: 'object',
  properties: articleDetailProperties,
  required: allRequired(articleDetailProperties),
} as const;

export type ArticleListItem = FromSchema<typeof articleListItemSchema>;
export type ArticleDetail = FromSchema<typeof articleDetailSchema>;

// Support material (/api/Material).

const materialProperties = {
  Id: { type: 'integer' },
  Title: { type: 'string' },
  Summary: { type: 'string' },
  DictionaryId: { type: 'integer' },
  DictionaryName: { type: 'string' },
  AttachmentId: { type: 'integer' },
  AttachmentName: { type: 'string' },
  /** Videos only: documents are reached through RegUser/DownloadFile's signed link, so theirs is ''. */
  AttachmentUrl: { type: 'string' },
  ImageUrl: { type: 'string' },
  ContentType: { type: 'string' },
  FileSize: { type: 'integer' },
  PublishTime: { type: 'string' },
  ProductId: { type: ['integer', 'null'] },
  ProductName: { type: 'string' },
  /** A document's version ("V1.4", "Rev. B"), of which PublishTime is the date; '' for a video. */
  Version: { type: 'string' },
} as const;

/** A support document or video. */
export const materialSchema = {
  type: 'object',
  properties: materialProperties,
  required: allRequired(materialProperties),
} as const;

export type Material = FromSchema<typeof materialSchema>;

// Solutions (/api/Solution).

/** A titled block of HTML with an image: a solution's points and its application cases. */
export const solutionSectionSchema = {
  type: 'object',
  properties: { Name: { type: 'string' }, Content: { type: 'string' }, ImageUrl: { type: 'string' } },
  required: ['Name', 'Content', 'ImageUrl'],
} as const;

const solutionProductProperties = {
  ProductId: { type: 'integer' },
  Name: { type: 'string' },
  ShortName: { type: 'string' },
  Images: {
    type: 'array',
    items: { type: 'object', properties: { FileUrl: { type: 'string' } }, required: ['FileUrl'] },
  },
} as const;

/** A product a solution recommends. */
export const solutionProductSchema = {
  type: 'object',
  properties: solutionProductProperties,
  required: allRequired(solutionProductProperties),
} as const;

const solutionProperties = {
  Id: { type: 'integer' },
  Name: { type: 'string' },
  DictionaryName2: { type: 'string' },
  Summary: { type: 'string' },
  BannerImageUrl: { type: 'string' },
  Type: { type: 'integer' },
  Tag: { type: 'integer' },
  Points: { type: 'array', items: solutionSectionSchema },
  Cases: { type: 'array', items: solutionSectionSchema },
  Products: { type: 'array', items: solutionProductSchema },
} as const;

/** A solution. Type and Tag place it in the sector tab bar. */
export const solutionSchema = {
  type: 'object',
  properties: solutionProperties,
  required: allRequired(solutionProperties),
} as const;

const solutionSummaryProperties = {
  Id: { type: 'integer' },
  Name: { type: 'string' },
  Type: { type: 'integer' },
  Tag: { type: 'integer' },
  Summary: { type: 'string' },
  ImageUrl: { type: 'string' },
} as const;

/** A solution as the sector overview lists it. */
export const solutionSummarySchema = {
  type: 'object',
  properties: solutionSummaryProperties,
  required: allRequired(solutionSummaryProperties),
} as const;

const solutionSectorProperties = {
  Type: { type: 'integer' },
  Name: { type: 'string' },
  Summary: { type: 'string' },
  ImageUrl: { type: 'string' },
  BackgroundUrl: { type: 'string' },
  Solutions: { type: 'array', items: solutionSummarySchema },
} as const;

/** A sector of the overview (/solution) with its solutions. */
export const solutionSectorSchema = {
  type: 'object',
  properties: solutionSectorProperties,
  required: allRequired(solutionSectorProperties),
} as const;

export type SolutionSection = FromSchema<typeof solutionSectionSchema>;
export type SolutionProduct = FromSchema<typeof solutionProductSchema>;
export type Solution = FromSchema<typeof solutionSchema>;
export type SolutionSummary = FromSchema<typeof solutionSummarySchema>;
export type SolutionSector = FromSchema<typeof solutionSectorSchema>;

// Site search (/api/WebSite/Search).

/** What a search result is: its DataType. */
export const SEARCH_DATA_TYPES = ['product', 'solution', 'news', 'support', 'advisory'] as const;

/**
 * A search result (a security advisory's Id is its search number: contracts/security-advisories.ts). Support results also carry what their Download needs (last, so optional): a document its
 * AttachmentId (for RegUser/DownloadFile's signed link) and '' as AttachmentUrl, a video 0 and its public file.
 */
export const searchResultSchema = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    Title: { type: 'string' },
    Summary: { type: 'string' },
    DataType: { type: 'string', enum: SEARCH_DATA_TYPES },
    AttachmentId: { type: 'integer' },
    AttachmentUrl: { type: 'string' },
  },
  required: ['Id', 'Title', 'Summary', 'DataType'],
} as const;

/** The number of results of each content type (the search page's tabs). */
export const searchCountsSchema = {
  type: 'object',
  properties: {
    products: { type: 'integer' },
    solutions: { type: 'integer' },
    supports: { type: 'integer' },
    news: { type: 'integer' },
    advisories: { type: 'integer' },
  },
  required: ['products', 'solutions', 'supports', 'news', 'advisories'],
} as const;

export const searchReplySchema = {
  type: 'object',
  properties: { Data: pageSchema(searchResultSchema), Counts: searchCountsSchema },
  required: ['Data', 'Counts'],
} as const;

export type SearchDataType = (typeof SEARCH_DATA_TYPES)[number];
export type SearchResult = FromSchema<typeof searchResultSchema>;
export type SearchCounts = FromSchema<typeof searchCountsSchema>;
export type SearchReply = FromSchema<typeof searchReplySchema>;

// Account replies (/api/RegUser).

/** A successful sign-in: the display name; the password is never returned. */
export const signInReplySchema = {
  type: 'object',
  properties: { UserName: { type: 'string' } },
  required: ['UserName'],
} as const;

/** The signed-in visitor. */
export const sessionInfoSchema = {
  type: 'object',
  properties: { UserName: { type: 'string' }, Email: { type: 'string' } },
  required: ['UserName', 'Email'],
} as const;

/** RegUser/Me: the signed-in visitor, or null when signed out (an answer, never a 401). */
export const currentUserReplySchema = { anyOf: [{ type: 'null' }, sessionInfoSchema] } as const;

/** RegUser/DownloadFile: a signed link to a document, good for a short time. */
export const signedDownloadSchema = {
  type: 'object',
  properties: { FileUrl: { type: 'string' } },
  required: ['FileUrl'],
} as const;

/** RegUser/GetVerificationCode: how long the mailed code is good for, and when another may be asked for. */
export const verificationCodeReplySchema = {
  type: 'object',
  properties: { ExpiresInSeconds: { type: 'integer' }, ResendAfterSeconds: { type: 'integer' } },
  required: ['ExpiresInSeconds', 'ResendAfterSeconds'],
} as const;

export type SignInReply = FromSchema<typeof signInReplySchema>;
export type SessionInfo = FromSchema<typeof sessionInfoSchema>;
export type CurrentUserReply = FromSchema<typeof currentUserReplySchema>;
export type SignedDownload = FromSchema<typeof signedDownloadSchema>;
export type VerificationCodeReply = FromSchema<typeof verificationCodeReplySchema>;
