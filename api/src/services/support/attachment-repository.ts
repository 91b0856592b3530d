import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A stored file as /api/Files serves it. */
export interface StoredFile {
  fileName: string;
  /** Relative to the public media root when `isPublic`, else to the private files root. */
  storagePath: string;
  contentType: string;
  isPublic: boolean;
}

export type AttachmentRepository = ReturnType<typeof createAttachmentRepository>;

/** The stored files (documents and videos) behind the support material. */
export function createAttachmentRepository(db: Kysely<Database>) {
  return {
    /** Where attachment `id` is stored and how it is sent; undefined when there is no such file. */
    async file(id: number): Promise<StoredFile | undefined> {
      const attachment = await db
        .selectFrom('attachments')
        .select(['file_name', 'storage_path', 'content_type', 'public'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!attachment) return undefined;
      return {
        fileName: attachment.file_name,
        storagePath: attachment.storage_path,
        contentType: attachment.content_type,
        isPublic: attachment.public === 1,
      };
    },
  };
}
