/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { SafeHtml, sanitizeHtml, setServerHtmlSanitizer } from '../ui/SafeHtml';

// A server render has no DOM for DOMPurify: HTML from the API goes through the sanitiser the server installs, and
// without one it is left out, never written as it came.

const HOSTILE = '<p>Ring redundancy</p><img src=x onerror="alert(1)"><script>alert(2)</script>';

describe('SafeHtml in a server render', () => {
  it('leaves the HTML out while no server sanitiser is installed', () => {
    expect(sanitizeHtml(HOSTILE)).toBe('');
    expect(renderToString(<SafeHtml html={HOSTILE} />)).toBe('<div></div>');
  });

  it('writes what the installed sanitiser makes of it', () => {
    const keepParagraphs = jest.fn((html: string) => (html.match(/<p>[^<]*<\/p>/g) ?? []).join(''));
    setServerHtmlSanitizer(keepParagraphs);
    expect(renderToString(<SafeHtml html={HOSTILE} as="section" />)).toBe('<section><p>Ring redundancy</p></section>');
    expect(keepParagraphs).toHaveBeenCalledWith(HOSTILE);
  });
});
