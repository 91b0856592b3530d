import { useEffect } from 'react';
import { useLocation } from '../router';
import { getRuntimeConfig } from '../runtime-config';
import { htmlToText } from './truncate';

/** What a page says about itself in the document head. */
export interface PageHead {
  /** The page's own name, without the site's: the document title is "<title> | <site name>", as the server writes it. */
  title: string;
  /** Plain text. A page without one of its own clears the last page's, so it never describes another page. */
  description?: string;
}

/** The document title of a page, in the server's format ("<page> | <site name>"), so the two never disagree. */
export function documentTitle(pageTitle: string): string {
  const { siteName } = getRuntimeConfig();
  return pageTitle ? `${pageTitle} | ${siteName}` : siteName;
}

function descriptionTag(): HTMLMetaElement | null {
  return document.querySelector<HTMLMetaElement>('meta[name="description"]');
}

const addressOf = (pathname: string, search: string) => `${pathname}${search}`;

/**
 * The head the server wrote for the address the page was opened at. The server knows more about a page than the
 * app does (a category's name, its description), so that address keeps the server's head: nothing is rewritten
 * when the app starts, and going back to it restores it. Taken when this module loads, before the app renders.
 */
const serverHead =
  typeof document === 'undefined'
    ? undefined
    : {
        address: addressOf(window.location.pathname, window.location.search),
        title: document.title,
        description: descriptionTag()?.content,
      };

/** Search engines show about 160 characters of a description; the server cuts its own there too. */
const DESCRIPTION_MAX = 160;

/** The first of the texts (HTML or plain) that says something, as one line of at most 160 characters cut at a word. */
export function pageDescription(...candidates: Array<string | null | undefined>): string {
  for (const candidate of candidates) {
    const characters = Array.from(htmlToText(candidate));
    if (characters.length === 0) continue;
    if (characters.length <= DESCRIPTION_MAX) return characters.join('');
    const cut = characters.slice(0, DESCRIPTION_MAX - 1).join('');
    const space = cut.lastIndexOf(' ');
    return `${(space > DESCRIPTION_MAX * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
  }
  return '';
}

function writeHead(title: string, description: string): void {
  document.title = title;
  let tag = descriptionTag();
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = description;
}

/**
 * Sets the document's title (and description) for the page on screen: the one way pages name themselves. `head` is
 * undefined while the page does not know yet (its data is loading): the head is left as it is until then. On the
 * address the server rendered, the server's head is kept whatever `head` says (see serverHead).
 */
export function usePageHead(head: PageHead | undefined): void {
  const { pathname, search } = useLocation();
  const address = addressOf(pathname, search);
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (serverHead && serverHead.address === address && serverHead.title) {
      writeHead(serverHead.title, serverHead.description ?? '');
      return;
    }
    if (title === undefined) return;
    writeHead(documentTitle(title), description ?? '');
  }, [address, title, description]);
}
