// When a drawn page's scripts are asked for: after its first screen, not beside it.
import { createHash } from 'node:crypto';
import { SCRIPT_START_ELEMENT_ID } from '../../contracts/server-render';
import { html } from '../../lib/html';
import { keywordOf, LINK_TAG, rawAttributeOf, SCRIPT_TAG } from './document';

export { SCRIPT_START_ELEMENT_ID };

/**
 * How long after the document is parsed the scripts start at the latest, even if a picture of the first screen is
 * still loading (a stalled image must not keep the page from becoming interactive).
 */
export const SCRIPT_START_LATEST_MS = 3000;

/**
 * The starter's code, the same for every page (so the Content-Security-Policy allows it by its hash): it reads the
 * entry script's address (data-src) and the scripts to fetch beside it (data-preload, space-separated) from its own
 * element, and asks for them once the page has loaded (the HTML, its stylesheets and the first screen's pictures,
 * since pictures further down load lazily) and the frame after that has been painted, or SCRIPT_START_LATEST_MS
 * after the document was parsed, whichever comes first. The entry script goes in last and in order (async false):
 * the preloads are already on their way.
 */
export const SCRIPT_START_CODE =
  '(function(){var own=document.currentScript,entry=own.getAttribute("data-src"),' +
  'preloads=(own.getAttribute("data-preload")||"").split(" ").filter(Boolean),started=false;' +
  'function start(){if(started)return;started=true;preloads.forEach(function(href){var link=document.createElement("link");' +
  'link.rel="preload";link.setAttribute("as","script");link.href=href;document.head.appendChild(link)});' +
  'var script=document.createElement("script");script.src=entry;script.async=false;document.head.appendChild(script)}' +
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,100)}' +
  'if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint);' +
  `addEventListener("DOMContentLoaded",function(){setTimeout(start,${SCRIPT_START_LATEST_MS})})})();`;

/** The starter's entry in the Content-Security-Policy's script-src: the hash of its code. */
export const SCRIPT_START_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT_START_CODE).digest('base64')}'`;

/** An attribute value as written in the template (quoted or not), as text: quotes off, `&amp;` read back. */
function attributeText(raw: string): string {
  return raw.replace(/^["']|["']$/g, '').replace(/&amp;/g, '&');
}

/**
 * A drawn page's document with its scripts started after its first screen: in <head>, every script preload is taken
 * out and the entry script (the first script with a src) becomes the starter, which asks for them all once the page
 * has loaded and been painted. The page on screen needs no script: the words and pictures of the first screen get
 * the phone's whole bandwidth and processor, then the scripts come and take the page over (links and forms work
 * before that: they are the server's HTML). A document without an entry script is returned as it is.
 */
export function startScriptsAfterFirstScreen(document: string): string {
  const headEnd = document.toLowerCase().indexOf('</head');
  if (headEnd === -1) return document;
  let head = document.slice(0, headEnd);
  // The first script with an address; the JSON elements before it (the manifest) are data, not scripts to start.
  const entry = [...head.matchAll(SCRIPT_TAG)].find((tag) => rawAttributeOf(tag[0], 'src') !== undefined);
  const entrySrc = entry ? rawAttributeOf(entry[0], 'src') : undefined;
  const entryEnd = entry ? head.toLowerCase().indexOf('</script', entry.index) : -1;
  if (!entry || entrySrc === undefined || entryEnd === -1) return document;
  const closeEnd = head.indexOf('>', entryEnd) + 1;

  const preloads: string[] = [];
  const withoutPreloads = (text: string) =>
    text.replace(LINK_TAG, (tag) => {
      const href = rawAttributeOf(tag, 'href');
      if (keywordOf(tag, 'rel') !== 'preload' || keywordOf(tag, 'as') !== 'script' || href === undefined) return tag;
      preloads.push(attributeText(href));
      return '';
    });
  const before = withoutPreloads(head.slice(0, entry.index));
  const after = withoutPreloads(head.slice(closeEnd));
  // prettier-ignore
  const starter = html`<script id="${SCRIPT_START_ELEMENT_ID}" data-src="${attributeText(entrySrc)}" data-preload="${preloads.join(' ')}">`.value + SCRIPT_START_CODE + '</script>';
  head = before + starter + after;
  return head + document.slice(headEnd);
}
