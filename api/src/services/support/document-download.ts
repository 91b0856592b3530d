import type { SignedDownload } from '../../contracts/api-shapes';
import { MATERIAL_FILE_TYPE } from '../../contracts/content-ids';
import { downloadPath, signDownload } from '../../lib/download-links';
import { badRequest, notFound } from '../../lib/envelope';
import type { MaterialRepository } from './material-repository';

/**
 * A signed, short-lived link to one support document's file, for a signed-in visitor (the route checks who asks).
 * Only documents are private files: a video is public and played on the Video Center, so asking for one is a 400
 * that says so; an id that names no attached material is a 404.
 */
export async function signDocumentDownload(materials: MaterialRepository, fid: number, now: Date, secret: string): Promise<SignedDownload> {
  const document = await materials.attachedMaterial(fid);
  if (!document) throw notFound(`There is no document with fid ${fid}.`);
  if (document.fileType !== MATERIAL_FILE_TYPE.document) throw badRequest(`fid ${fid} is a video, not a document: play it on the Video Center.`);
  return { FileUrl: downloadPath(signDownload(document.id, now, secret)) };
}
