import { escapeHtml, Markup } from '../../lib/html';

// The stored HTML of products, articles and solutions, made inert for the page the server draws (the shell's SafeHtml
// calls it through the render worker). The browser's
// SafeHtml runs DOMPurify on a real DOM; the server has no DOM (and takes no HTML parser dependency for this), so it
// reads the HTML as a stream of tags and text and writes a new document from an allow-list: every tag it writes is
// one of ALLOWED with only the attributes listed for it, every text and attribute value is escaped again, and the
// elements it opens are closed. Nothing of the input is copied through unparsed, so markup the reader did not
// understand comes out as text, never as a tag.

/** Formatting, lists, tables and headings: what the content uses. h1 is written as h2 (the page has its own h1). */
const ALLOWED = new Set([
  'a', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5',
  'h6', 'hr', 'i', 'img', 'li', 'ol', 'p', 'pre', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead',
  'tr', 'u', 'ul',
]); // prettier-ignore
const VOID = new Set(['br', 'hr', 'img']);
/** Elements dropped with everything inside them: code, frames, embedded documents and form controls. */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'noscript', 'noembed', 'noframes', 'textarea', 'title',
  'xmp', 'plaintext', 'svg', 'math', 'select', 'button', 'head',
]); // prettier-ignore
const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
};
const URL_ATTRIBUTES = new Set(['href', 'src']);
const NUMBER_ATTRIBUTES = new Set(['colspan', 'rowspan', 'width', 'height']);

const START_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const END_TAG = /<\/([a-zA-Z][a-zA-Z0-9-]*)[^>]*>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** A character reference the text may keep as it is: it can only ever stand for a character. */
const REFERENCE = /&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#[xX][0-9a-fA-F]{1,6});/y;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

/** An attribute value as the browser reads it; undefined when it holds a named reference this reader does not know. */
function decodeAttribute(value: string): string | undefined {
  let unknown = false;
  const decoded = value.replace(/&(#\d+|#[xX][0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);?/g, (_whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    const known = NAMED[name.toLowerCase()];
    if (known === undefined) unknown = true;
    return known ?? '';
  });
  return unknown ? undefined : decoded;
}

/** A link or image address that cannot run code: a path on this site, or http(s)/mailto. */
function safeUrl(value: string, attribute: string): string | undefined {
  // Browsers ignore control characters and spaces around (and tabs and newlines inside) a URL's scheme.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go before the scheme is read
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact === '') return undefined;
  if (/^\/(?![/\\])/.test(compact) || /^https?:\/\//i.test(compact)) return compact;
  if (attribute === 'href' && /^mailto:/i.test(compact)) return compact;
  // A relative address without a scheme ("producDtetails?id=1"): nothing before a colon can name a scheme.
  if (!/^[^/?#]*:/.test(compact) && !compact.startsWith('//') && !compact.startsWith('\\')) return compact;
  return undefined;
}

function writeAttributes(tag: string, source: string): string {
  const allowed = ATTRIBUTES[tag];
  if (!allowed) return '';
  let out = '';
  const seen = new Set<string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!allowed.includes(name) || seen.has(name)) continue;
    seen.add(name);
    const raw = match[2] ?? match[3] ?? match[4] ?? '';
    let value = decodeAttribute(raw);
    if (value === undefined) continue;
    if (URL_ATTRIBUTES.has(name)) value = safeUrl(value, name);
    else if (NUMBER_ATTRIBUTES.has(name)) value = /^\s*\d{1,4}\s*$/.test(value) ? value.trim() : undefined;
    else if (name === 'scope') value = /^(row|col|rowgroup|colgroup)$/i.test(value.trim()) ? value.trim().toLowerCase() : undefined;
    if (value === undefined) continue;
    out += ` ${name}="${escapeHtml(value)}"`;
  }
  // Links in content lead away from the page; they pass no standing to where they lead unless they stay on the site.
  if (tag === 'a' && / href="(https?:|mailto:)/i.test(out)) out += ' rel="nofollow noopener"';
  if (tag === 'img') out += ' loading="lazy"';
  return out;
}

/** Escapes text, keeping character references (they can only stand for characters) and escaping every other `&`. */
function writeText(text: string): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    const amp = text.indexOf('&', at);
    if (amp === -1) {
      out += escapeHtml(text.slice(at));
      break;
    }
    out += escapeHtml(text.slice(at, amp));
    REFERENCE.lastIndex = amp;
    const reference = REFERENCE.exec(text);
    if (reference) {
      out += reference[0];
      at = amp + reference[0].length;
    } else {
      out += '&amp;';
      at = amp + 1;
    }
  }
  return out;
}

/** The index after the end tag of a dropped element (`</script>`), or the end of the input when it has none. */
function skipElement(input: string, from: number, tag: string): number {
  const close = new RegExp(`</${tag}(?=[\\s/>])[^>]*>`, 'ig');
  close.lastIndex = from;
  const match = close.exec(input);
  return match ? match.index + match[0].length : input.length;
}

/** Stored HTML as inert HTML: allowed tags and attributes only, text escaped, every element closed. */
export function sanitizeHtml(input: string | null | undefined): Markup {
  if (!input) return new Markup('');
  const open: string[] = [];
  let out = '';
  let at = 0;
  let textFrom = 0;
  const flushText = (until: number) => {
    if (until > textFrom) out += writeText(input.slice(textFrom, until));
  };
  while (at < input.length) {
    const lt = input.indexOf('<', at);
    if (lt === -1) break;
    at = lt;
    if (input.startsWith('<!--', lt)) {
      flushText(lt);
      const end = input.indexOf('-->', lt + 4);
      at = textFrom = end === -1 ? input.length : end + 3;
      continue;
    }
    if (input[lt + 1] === '!' || input[lt + 1] === '?') {
      // A doctype, CDATA or processing instruction: nothing a page's content needs.
      flushText(lt);
      const end = input.indexOf('>', lt);
      at = textFrom = end === -1 ? input.length : end + 1;
      continue;
    }
    END_TAG.lastIndex = lt;
    const end = END_TAG.exec(input);
    if (end) {
      flushText(lt);
      at = textFrom = lt + end[0].length;
      const tag = (end[1] ?? '').toLowerCase();
      const name = tag === 'h1' ? 'h2' : tag;
      const index = open.lastIndexOf(name);
      if (index !== -1) {
        while (open.length > index) out += `</${open.pop() ?? ''}>`;
      }
      continue;
    }
    START_TAG.lastIndex = lt;
    const start = START_TAG.exec(input);
    if (start) {
      flushText(lt);
      at = textFrom = lt + start[0].length;
      const tag = (start[1] ?? '').toLowerCase();
      if (DROPPED_WITH_CONTENT.has(tag)) {
        at = textFrom = skipElement(input, at, tag);
        continue;
      }
      if (!ALLOWED.has(tag)) continue;
      const name = tag === 'h1' ? 'h2' : tag;
      out += `<${name}${writeAttributes(tag, start[2] ?? '')}>`;
      if (!VOID.has(name)) open.push(name);
      continue;
    }
    // A `<` that starts no tag is text.
    at = lt + 1;
  }
  flushText(input.length);
  while (open.length > 0) out += `</${open.pop() ?? ''}>`;
  return new Markup(out);
}
