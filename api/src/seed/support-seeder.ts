import fs from 'node:fs';
import path from 'node:path';
import type { Seeder } from './types';
import { insertInChunks, readContentJson } from './content-files';
import { materialWords } from '../services/support/material-keywords';

interface DictionaryEntry {
  id: number;
  en: string;
  cn: string;
}

interface SupportFile {
  documentTypes: DictionaryEntry[];
  videoCategories: DictionaryEntry[];
  documents: {
    id: number;
    typeId: number;
    productId: number | null;
    /** The version of the document ("V1.4", "Rev. B") and the date of that version, both printed in its PDF's header. */
    version: string;
    date: string;
    /** An application note's number ("AN-031"). */
    number?: string;
    /** A guide about a whole product family: the family whose models its PDF lists. */
    coversFamilyId?: number;
    title: string;
    summary: string;
  }[];
  videos: { id: number; categoryId: number; productId: number | null; top: number; title: string; summary: string; date: string }[];
}

/** Written by api/scripts/make-support-files.mjs next to the files it makes. */
interface FilesManifest {
  documents: Record<string, { file: string; size: number }>;
  videos: Record<string, { file: string; size: number; poster: string }>;
}

interface ModelsFile {
  models: { id: number; name: string; shortName: string; familyId: number }[];
}

/** Attachment ids: documents and videos share the materials' ids, which never overlap (documents 1..99, videos 101..). */
const FILE_TYPE = { video: 1, document: 2 } as const;

/** A top-level dictionary entry (document type or video category) of `type`, listed in its file's order. */
function dictionaryRow(entry: DictionaryEntry, type: number, sort: number) {
  return { id: entry.id, type, pid: 0, en_name: entry.en, cn_name: entry.cn, image_url: '', description: '', introduction: '', sort };
}

/** Support material: dictionary types 5 and 4, documents (private PDFs) and videos (public MP4 with a poster). */
export const supportSeeder: Seeder = {
  name: 'support',
  async run(trx, { contentDir }) {
    const support = readContentJson<SupportFile>(contentDir, 'support/support.json');
    const files = readContentJson<FilesManifest>(contentDir, 'support/files.json');
    const { models } = readContentJson<ModelsFile>(contentDir, 'catalog/models.json');
    const modelById = new Map(models.map((model) => [model.id, model]));
    const modelName = (productId: number | null) => (productId === null ? '' : (modelById.get(productId)?.name ?? ''));
    const typeNames = new Map([...support.documentTypes, ...support.videoCategories].map((entry) => [entry.id, [entry.en, entry.cn]]));
    // The words a keyword on the support page finds a material by (material-keywords.ts).
    const wordsOf = (material: { title: string; summary: string; productId: number | null; categoryId: number; otherNames: string[] }) => {
      const model = material.productId === null ? undefined : modelById.get(material.productId);
      return materialWords({
        title: material.title,
        summary: material.summary,
        model: model?.name ?? '',
        productName: model?.shortName ?? '',
        typeNames: typeNames.get(material.categoryId) ?? [],
        otherNames: material.otherNames,
      });
    };
    const modelsOfFamily = (familyId: number | undefined) =>
      familyId === undefined ? [] : models.filter((model) => model.familyId === familyId).map((model) => model.name);

    await trx
      .insertInto('categories')
      .values([
        ...support.documentTypes.map((entry, index) => dictionaryRow(entry, 5, index)),
        ...support.videoCategories.map((entry, index) => dictionaryRow(entry, 4, index)),
      ])
      .execute();

    // The catalogue seeds products in its own seeder; link only to rows that exist, so this seeder also runs alone.
    const existing = new Set((await trx.selectFrom('products').select('id').execute()).map((row) => row.id));
    const link = (productId: number | null) => (productId !== null && existing.has(productId) ? productId : null);

    const attachments = [
      ...support.documents.map((document) => {
        // The list shows every document's version and date: a document without them is a content mistake.
        if (!document.version || !/^\d{4}-\d{2}-\d{2}$/.test(document.date))
          throw new Error(`support.json: document ${document.id} needs a version and a date (YYYY-MM-DD)`);
        const file = files.documents[String(document.id)];
        if (!file) throw new Error(`support/files.json has no PDF for document ${document.id}: run node api/scripts/make-support-files.mjs`);
        if (!fs.existsSync(path.join(contentDir, 'files', 'support', file.file))) throw new Error(`missing file files/support/${file.file}`);
        return {
          id: document.id,
          file_name: file.file,
          storage_path: `support/${file.file}`,
          content_type: 'application/pdf',
          size: file.size,
          public: 0,
        };
      }),
      ...support.videos.map((video) => {
        const file = files.videos[String(video.id)];
        if (!file) throw new Error(`support/files.json has no video for video ${video.id}: run node api/scripts/make-support-files.mjs`);
        return { id: video.id, file_name: file.file, storage_path: `support/${file.file}`, content_type: 'video/mp4', size: file.size, public: 1 };
      }),
    ];
    await insertInChunks(attachments, (chunk) => trx.insertInto('attachments').values(chunk).execute());

    // Documents list newest first, as a customer looking for the latest firmware notes expects.
    const newestFirst = [...support.documents].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id).map((document) => document.id);
    const materials = [
      ...support.documents.map((document) => ({
        id: document.id,
        file_type: FILE_TYPE.document,
        category_id: document.typeId,
        title: document.title,
        summary: document.summary,
        attachment_id: document.id,
        image_url: '',
        publish_time: `${document.date}T08:00:00.000Z`,
        product_id: link(document.productId),
        product_name: modelName(document.productId),
        sort: newestFirst.indexOf(document.id),
        version: document.version,
        ...wordsOf({
          ...document,
          categoryId: document.typeId,
          otherNames: [...(document.number ? [document.number] : []), ...modelsOfFamily(document.coversFamilyId)],
        }),
      })),
      ...support.videos.map((video, index) => ({
        id: video.id,
        file_type: FILE_TYPE.video,
        category_id: video.categoryId,
        title: video.title,
        summary: video.summary,
        attachment_id: video.id,
        image_url: `/media/support/${files.videos[String(video.id)]?.poster ?? ''}`,
        publish_time: `${video.date}T08:00:00.000Z`,
        product_id: link(video.productId),
        product_name: modelName(video.productId),
        // The featured videos come first (top 1, 2, ...), then the rest in the file's order.
        sort: video.top > 0 ? video.top - 1000 : index,
        version: '',
        ...wordsOf({ ...video, otherNames: [] }),
      })),
    ];
    await insertInChunks(materials, (chunk) => trx.insertInto('materials').values(chunk).execute());
  },
};
