import { expect, type APIRequestContext, type Page } from '@playwright/test';

interface Envelope<T> {
  success: boolean;
  response: T;
}

/** The `response` of a GET of the site's API (`path` under /api/), which must answer 200 with success. */
export async function apiRead<T>(request: APIRequestContext, path: string): Promise<T> {
  const reply = await request.get(`/api/${path}`);
  expect(reply.status(), `GET /api/${path}`).toBe(200);
  const body = (await reply.json()) as Envelope<T>;
  expect(body.success, `GET /api/${path} succeeds`).toBe(true);
  return body.response;
}

/**
 * Stored HTML from the API as a browser reads it: the text of each element `selector` picks (a table row: its cells
 * joined with " | "). Parsed by the page's own HTML parser, which reads it without running anything in it.
 */
export function partsOfHtml(page: Page, html: string, selector: string): Promise<string[]> {
  return page.evaluate(
    ([source, pick]) => {
      const document = new DOMParser().parseFromString(source, 'text/html');
      const text = (node: Node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      return Array.from(document.querySelectorAll(pick))
        .map((element) => (element instanceof HTMLTableRowElement ? Array.from(element.cells, text).join(' | ') : text(element)))
        .filter((part) => part !== '');
    },
    [html, selector] as const,
  );
}
