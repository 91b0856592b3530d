import { expect, type APIRequestContext } from '@playwright/test';

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
