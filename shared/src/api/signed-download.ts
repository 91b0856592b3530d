import { useState } from 'react';
import { useIsSignedIn } from '../auth/auth-store';
import { DOWNLOAD_AREA_DOCUMENTS } from '../constants';
import { useNavigate } from '../router';
import { links } from '../routes/paths';
import { getRuntimeConfig } from '../runtime-config';
import type { DownloadResponse } from '../types';
import { apiGet, reportServiceFailure } from './client';

/** The longest file name the API takes; a longer title would be refused instead of cut. */
const DOWNLOAD_FILENAME_MAX_LENGTH = 300;

/** RegUser/DownloadFile: the session cookie proves who asks; the reply is a short-lived signed FileUrl. */
export function getDownloadLink(attachmentId: number, title: string, signal?: AbortSignal): Promise<DownloadResponse> {
  return apiGet<DownloadResponse>(
    'RegUser/DownloadFile',
    { Area: DOWNLOAD_AREA_DOCUMENTS, fid: attachmentId, filename: title.slice(0, DOWNLOAD_FILENAME_MAX_LENGTH) },
    signal,
  );
}

/** FileUrl is a path on the API's origin, which is the page's own origin unless the API is configured elsewhere. */
export function resolveFileUrl(fileUrl: string, pageHref: string = window.location.href): string {
  const apiBase = new URL(getRuntimeConfig().apiBaseUrl, pageHref);
  return new URL(fileUrl, apiBase).toString();
}

export interface SignedDownload {
  /** Downloads a document: a visitor who is not signed in goes to /login instead. */
  download: (attachmentId: number, title: string) => void;
  /** The attachment whose signed link is on its way, so its button can wait. */
  pendingId: number | null;
}

/**
 * The Download of a document, which needs a signed-in visitor. The new window is opened synchronously inside the
 * click, before the request, so pop-up blockers let it through; it gets the file's address once the signed link
 * arrives. A failure closes it again and shows the connection toast.
 */
export function useSignedDownload(): SignedDownload {
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const download = (attachmentId: number, title: string) => {
    if (!signedIn) {
      void navigate(links.login());
      return;
    }
    const popup = window.open('', '_blank');
    // The blank window is ours; cut its link back to this page before it shows anything from the server.
    if (popup) popup.opener = null;
    setPendingId(attachmentId);
    getDownloadLink(attachmentId, title)
      .then(({ FileUrl }) => {
        const url = resolveFileUrl(FileUrl);
        if (popup && !popup.closed) popup.location.href = url;
        else window.location.assign(url);
      })
      .catch((error: unknown) => {
        popup?.close();
        reportServiceFailure(error);
      })
      .finally(() => setPendingId(null));
  };

  return { download, pendingId };
}
