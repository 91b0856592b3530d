import { apiGet, DOWNLOAD_AREA_DOCUMENTS, getRuntimeConfig, type DownloadResponse } from '@ferrolink/shared';

/** RegUser/DownloadFile (SPEC.md §7, DESIGN.md §4): the session cookie proves who asks; the reply is a short-lived signed FileUrl. */
export function requestDownload(attachmentId: number, title: string, signal?: AbortSignal): Promise<DownloadResponse> {
  return apiGet<DownloadResponse>(
    'RegUser/DownloadFile',
    { Area: DOWNLOAD_AREA_DOCUMENTS, fid: attachmentId, filename: title.slice(0, 300) },
    signal,
  );
}

/** FileUrl is a path on the API's origin, which is the page's own origin unless the API is configured elsewhere. */
export function resolveFileUrl(fileUrl: string, pageHref: string = window.location.href): string {
  const apiBase = new URL(getRuntimeConfig().apiBaseUrl, pageHref);
  return new URL(fileUrl, apiBase).toString();
}
