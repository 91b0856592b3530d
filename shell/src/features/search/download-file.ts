import { apiGet, DOWNLOAD_AREA_DOCUMENTS, type DownloadResponse } from '@ferrolink/shared';

/** GET RegUser/DownloadFile (SPEC.md §7; DESIGN.md §4: the session cookie authenticates): a short-lived signed link to the document. */
export function getDownloadLink(attachmentId: number, title: string): Promise<DownloadResponse> {
  return apiGet<DownloadResponse>('RegUser/DownloadFile', { Area: DOWNLOAD_AREA_DOCUMENTS, fid: attachmentId, filename: title });
}
