import { links, useIsSignedIn, useNavigate, useSignedDownload } from '@ferrolink/shared';

/** What a Download fetches: a document through its signed link, or a video's public file. */
type DownloadTarget = { attachmentId: number; title: string } | { fileUrl: string; title: string };

/**
 * A support result's Download. Downloads need a signed-in visitor (a non-empty stored user name); anyone else
 * goes to /login. Signed in: a document's signed link is asked for and opened in a new window, a failure shows
 * the connection toast; a video's public file opens at once.
 */
export function DownloadButton(target: DownloadTarget) {
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const { download, pendingId } = useSignedDownload();
  const busy = 'attachmentId' in target && pendingId === target.attachmentId;

  const onClick = () => {
    if ('attachmentId' in target) {
      download(target.attachmentId, target.title);
      return;
    }
    if (!signedIn) {
      void navigate(links.login());
      return;
    }
    // A video's file is public: no signed link to ask for.
    window.open(target.fileUrl, '_blank', 'noopener');
  };

  return (
    <button type="button" className="fl-button fl-button--outline" disabled={busy} onClick={onClick}>
      {busy ? 'Preparing...' : 'Download'}
    </button>
  );
}
