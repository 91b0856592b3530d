import { useState } from 'react';
import { links, reportServiceFailure, useIsSignedIn, useNavigate } from '@ferrolink/shared';
import { getDownloadLink } from './download-file';

/**
 * A support result's Download (SPEC.md §5 "Downloads need a non-empty stored user name,
 * otherwise go to /login"). Signed in: a document's signed link is asked for and opened in
 * a new window, a failure shows the connection toast (§8); a video's public file opens at once.
 */
/** What a Download fetches: a document through its signed link, or a video's public file. */
type DownloadTarget = { attachmentId: number; title: string } | { fileUrl: string; title: string };

export function DownloadButton(target: DownloadTarget) {
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (!signedIn) {
      navigate(links.login());
      return;
    }
    // A video's file is public: no signed link to ask for.
    if ('fileUrl' in target) {
      window.open(target.fileUrl, '_blank', 'noopener');
      return;
    }
    // Opened now, while the click still counts as the visitor's gesture; a window opened after the request would be blocked as a pop-up.
    const popup = window.open('', '_blank');
    setBusy(true);
    try {
      const { FileUrl } = await getDownloadLink(target.attachmentId, target.title);
      if (popup) {
        popup.opener = null;
        popup.location.href = FileUrl;
      } else {
        window.open(FileUrl, '_blank', 'noopener');
      }
    } catch (error) {
      popup?.close();
      reportServiceFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="fl-button fl-button--outline" disabled={busy} onClick={() => void download()}>
      {busy ? 'Preparing...' : 'Download'}
    </button>
  );
}
