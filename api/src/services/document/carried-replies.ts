import { PAGE_DATA_ELEMENT_ID } from '../../contracts/first-reads';
import { html } from '../../lib/html';
import { isPreloadable, scriptJson } from './document';

/**
 * The replies a page carries: the answers to the reads the page makes when it opens, by their readKey (the browser's
 * API client hands each out once instead of asking for it), and the pictures those replies put at the top of the page.
 */
export interface CarriedReplies {
  replies: Readonly<Record<string, unknown>>;
  leadImages: readonly string[];
}

/** What a page carries that has none (a 404, or a page whose reads all failed). */
export const NO_CARRIED_REPLIES: CarriedReplies = Object.freeze({ replies: Object.freeze({}), leadImages: Object.freeze([]) });

/**
 * The carried replies as they go at the end of <head>: first the preload of each lead image, at the highest priority
 * (the largest paint of a phone's first screen), for a path on this site or an http(s) URL only; then the replies in
 * one JSON element with the id the browser looks for. Nothing when there is nothing to carry.
 */
export function writeCarriedReplies({ replies, leadImages }: CarriedReplies): string {
  const images = new Set(leadImages.filter(isPreloadable));
  // Prettier would write these as it formats HTML: the text of each html`` is the bytes sent, kept as it is.
  // prettier-ignore
  const preloads = [...images].map((image) => html`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
  if (Object.keys(replies).length === 0) return html`${preloads}`.value;
  // prettier-ignore
  return html`${preloads}<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptJson(replies)}</script>`.value;
}
