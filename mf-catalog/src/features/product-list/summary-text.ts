import { htmlToText } from '@ferrolink/shared';

/** A summary's bullet points as one line of text ("a; b; c") for cards that show no HTML. */
export function summaryText(html: string): string {
  return htmlToText(html.replace(/<\/li>\s*(?=<li)/g, ';</li>'));
}
