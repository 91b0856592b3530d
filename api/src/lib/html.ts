// Building HTML from text that may be hostile (product names, article titles, search terms). Every value that
// enters a page through these helpers is escaped, unless it is already `Markup` (made by these helpers or by the
// sanitiser), so a forgotten escape cannot happen by accident: a plain string is always text.

/** A piece of HTML that is safe to insert as it is: only `html` below and the sanitiser make one. */
export class Markup {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or a quoted attribute value: `& < > " '` escaped, so it can end neither. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => TEXT_ESCAPES[character] ?? character);
}

export type MarkupValue = Markup | string | number | null | undefined | false | readonly MarkupValue[];

function render(value: MarkupValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Markup) return value.value;
  if (Array.isArray(value)) return (value as readonly MarkupValue[]).map(render).join('');
  return escapeHtml(String(value));
}

/** A template tag: html`<h1>${name}</h1>` escapes `name`; arrays are joined; null, undefined and false add nothing. */
export function html(strings: TemplateStringsArray, ...values: MarkupValue[]): Markup {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new Markup(out);
}

/**
 * JSON that can sit inside a <script> element: no `<` (so no `</script>` or `<!--` in any text can end or bend the
 * block), no `>` or `&`, and no U+2028/U+2029, each written as \uXXXX, which a JSON parser reads back as the same text.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
