import { type ExpressionBuilder, type Kysely } from 'kysely';
import type { Material } from '../../contracts/api-shapes';
import { DICTIONARY_TYPE, MATERIAL_FILE_TYPE, type MaterialFileType } from '../../contracts/content-ids';
import type { Database } from '../../db/schema';
import { readPage, type PageInfo, type PageRequest } from '../../lib/paging';
import type { MaterialKeyword } from './material-keywords';

/** Each file type's categories live in their own dictionary type: the video categories and the document types. */
const DICTIONARY_TYPE_OF: Record<MaterialFileType, number> = {
  [MATERIAL_FILE_TYPE.video]: DICTIONARY_TYPE.video,
  [MATERIAL_FILE_TYPE.document]: DICTIONARY_TYPE.document,
};

/** The address of a public file (a video): the static files are served under /media. */
export function publicFileAddress(storagePath: string): string {
  return `/media/${storagePath}`;
}

const COLUMNS = [
  'materials.id as id',
  'materials.file_type as fileType',
  'materials.title as title',
  'materials.summary as summary',
  'materials.category_id as categoryId',
  'categories.en_name as categoryName',
  'materials.attachment_id as attachmentId',
  'attachments.file_name as fileName',
  'attachments.storage_path as storagePath',
  'attachments.content_type as contentType',
  'attachments.size as size',
  'attachments.public as isPublic',
  'materials.image_url as imageUrl',
  'materials.publish_time as publishTime',
  'materials.product_id as productId',
  'materials.product_name as productName',
  'products.name as catalogueName',
  'materials.version as version',
] as const;

interface Row {
  id: number;
  fileType: number;
  title: string;
  summary: string;
  categoryId: number;
  categoryName: string;
  attachmentId: number;
  fileName: string;
  storagePath: string;
  contentType: string;
  size: number;
  isPublic: number;
  imageUrl: string;
  publishTime: string;
  productId: number | null;
  productName: string;
  catalogueName: string | null;
  version: string;
}

function toMaterial(row: Row): Material {
  return {
    Id: row.id,
    Title: row.title,
    Summary: row.summary,
    DictionaryId: row.categoryId,
    DictionaryName: row.categoryName,
    AttachmentId: row.attachmentId,
    AttachmentName: row.fileName,
    // Only public files (videos) have an address; a document's address is a signed link made per request.
    AttachmentUrl: row.isPublic === 1 ? publicFileAddress(row.storagePath) : '',
    ImageUrl: row.imageUrl,
    ContentType: row.contentType,
    FileSize: Number(row.size),
    PublishTime: row.publishTime,
    ProductId: row.productId,
    ProductName: row.catalogueName ?? row.productName,
    Version: row.version,
  };
}

/** What narrows a page of material: the categories (none: every one) and the visitor's key (none: every material). */
export interface MaterialFilters {
  categoryIds: readonly number[];
  /** The key as parseMaterialKeyword reads it; undefined when none was given. */
  keyword?: MaterialKeyword;
}

type MaterialQuery = ExpressionBuilder<Database, 'materials' | 'attachments' | 'categories' | 'products'>;

/**
 * True where a stored word list (space-padded, lower case) has a word starting with `token`. A token holds only letters
 * and digits (material-keywords.ts), so nothing in it is a LIKE wildcard.
 */
function startsAWord(eb: MaterialQuery, column: 'materials.search_words' | 'materials.title_words' | 'materials.model_keys', token: string) {
  return eb(column, 'like', `% ${token}%`);
}

/** Materials whose words hold every required token, or the key's letters and digits as one word ("FLMS5008G"). */
function matchesKeyword(eb: MaterialQuery, keyword: MaterialKeyword) {
  // No letter or digit in the key: it names nothing, so nothing matches (rather than everything).
  if (keyword.required.length === 0) return eb.lit(false);
  const every = eb.and(keyword.required.map((token) => startsAWord(eb, 'materials.search_words', token)));
  return keyword.compact ? eb.or([every, startsAWord(eb, 'materials.search_words', keyword.compact)]) : every;
}

/**
 * How well a material answers the key, best first: 0 it is about the model the key names ("FL-MS5008G", "ms5008g"),
 * 1 its title or model holds every word of the key, 2 a word was found only elsewhere (summary, product name, type,
 * the models a guide covers).
 */
function keywordRank(eb: MaterialQuery, keyword: MaterialKeyword) {
  const namesModel =
    keyword.models.length > 0 ? eb.or(keyword.models.map((model) => eb('materials.model_keys', 'like', `% ${model} %`))) : eb.lit(false);
  const inTitle = keyword.tokens.length > 0 ? eb.and(keyword.tokens.map((token) => startsAWord(eb, 'materials.title_words', token))) : eb.lit(false);
  return eb.case().when(namesModel).then(0).when(inTitle).then(1).else(2).end();
}

export type MaterialRepository = ReturnType<typeof createMaterialRepository>;

/** The support documents and videos, in the shapes the /api/Material replies carry. */
export function createMaterialRepository(db: Kysely<Database>) {
  const selectMaterials = () =>
    db
      .selectFrom('materials')
      .innerJoin('attachments', 'attachments.id', 'materials.attachment_id')
      .innerJoin('categories', 'categories.id', 'materials.category_id')
      .leftJoin('products', 'products.id', 'materials.product_id');

  return {
    /** The categories material of `fileType` can be in (the video categories or the document types). */
    categories(fileType: MaterialFileType): Promise<{ id: number; en_name: string }[]> {
      return db.selectFrom('categories').select(['id', 'en_name']).where('type', '=', DICTIONARY_TYPE_OF[fileType]).execute();
    },

    /** A page of the material of `fileType` that passes `filters`: with a key, best answers first, else in the seeder's order. */
    async page(fileType: MaterialFileType, filters: MaterialFilters, request: PageRequest): Promise<PageInfo & { data: Material[] }> {
      let query = selectMaterials().where('materials.file_type', '=', fileType);
      if (filters.categoryIds.length > 0) query = query.where('materials.category_id', 'in', filters.categoryIds);
      const { keyword } = filters;
      if (keyword) query = query.where((eb) => matchesKeyword(eb, keyword));

      const found = await readPage(query, request, (filtered) => {
        // With a key, the best answers first; then (and without one) in the order the support seeder gives.
        const ranked = keyword ? filtered.orderBy((eb) => keywordRank(eb, keyword)) : filtered;
        return ranked
          .select([...COLUMNS])
          .orderBy('materials.sort')
          .orderBy('materials.id');
      });
      return { ...found, data: (found.data as Row[]).map(toMaterial) };
    },

    /** The first `amount` videos. The featured videos carry the lowest sort values (see the support seeder), so "top" is the head of the video list. */
    async topVideos(amount: number): Promise<Material[]> {
      const rows = (await selectMaterials()
        .select([...COLUMNS])
        .where('materials.file_type', '=', MATERIAL_FILE_TYPE.video)
        .orderBy('materials.sort')
        .orderBy('materials.id')
        .limit(amount)
        .execute()) as Row[];
      return rows.map(toMaterial);
    },

    /** The material whose file is attachment `attachmentId`: that file's id and the material's file type; undefined when no material has it. */
    attachedMaterial(attachmentId: number): Promise<{ id: number; fileType: number } | undefined> {
      return db
        .selectFrom('materials')
        .innerJoin('attachments', 'attachments.id', 'materials.attachment_id')
        .select(['attachments.id as id', 'materials.file_type as fileType'])
        .where('attachments.id', '=', attachmentId)
        .executeTakeFirst();
    },
  };
}
