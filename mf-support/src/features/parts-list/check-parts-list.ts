import { apiPost, type PartsListReply } from '@ferrolink/shared';

/** What a list is sent as: typed or pasted text, or a file's own bytes (read as they are, so the API can tell a binary file). */
export type PartsListBody = { kind: 'text'; text: string } | { kind: 'file'; bytes: Uint8Array };

/** POST Product/CheckPartsList: the list itself is the body, text/plain when typed, text/csv when it is a file. */
export function checkPartsList(body: PartsListBody, signal?: AbortSignal): Promise<PartsListReply> {
  const data = body.kind === 'text' ? new TextEncoder().encode(body.text) : body.bytes;
  const contentType = body.kind === 'text' ? 'text/plain; charset=utf-8' : 'text/csv';
  return apiPost<PartsListReply>('Product/CheckPartsList', data, signal, { 'Content-Type': contentType });
}
