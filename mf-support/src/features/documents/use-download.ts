import { useState } from 'react';
import { links, reportServiceFailure, useIsSignedIn, useNavigate } from '@ferrolink/shared';
import { requestDownload, resolveFileUrl } from './request-download';

/**
 * The Download action (SPEC.md §5: downloads need a signed-in visitor, otherwise /login).
 * The new window is opened synchronously inside the click, before the request, so popup
 * blockers let it through; it gets the file's address once the signed link arrives.
 */
export function useDownload() {
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
    requestDownload(attachmentId, title)
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
