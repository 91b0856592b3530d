// The ids the imported content is keyed by, as both sides use them: which dictionary entry holds a page's banners,
// which dictionary type lists which categories, which material file type is a video. They are the content's own
// numbering (the import writes them), so they are written once here and read by the API, its page service and the
// sections. Pure: the browser bundles it as it is.

/** Banner dictionary ids per page: the dictionary entry whose banners a page shows. */
export const BANNER_DICTIONARY = {
  home: 40,
  news: 49,
  support: 50,
  productCategory: { 1: 14, 2: 1, 3: 8, 4: 24 },
  solutionSector: { 1: 28, 2: 29, 3: 30, 4: 31 },
} as const;

/** Dictionary/GetCategoryByType type of the product families and sub categories. */
export const PRODUCT_DICTIONARY_TYPE = 1;
/** Dictionary/GetCategoryByType types: products, video categories, document types. */
export const DICTIONARY_TYPE = { product: PRODUCT_DICTIONARY_TYPE, video: 4, document: 5 } as const;
/** Material/GetPageList fileType. */
export const MATERIAL_FILE_TYPE = { video: 1, document: 2 } as const;
/** Material/GetPageList's `fileType`: videos or documents. */
export type MaterialFileType = (typeof MATERIAL_FILE_TYPE)[keyof typeof MATERIAL_FILE_TYPE];
