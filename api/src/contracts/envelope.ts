// The two shapes every reply of the API is built from, written once: the API answers in them and the front end
// (through @ferrolink/shared) reads them.
// Pure: no imports, so the browser bundles it as it is.

/** Every reply is `{ code, success, message, response }`; success is code 200. */
export interface Envelope<T> {
  code: number;
  success: boolean;
  message: string;
  response: T;
}

/** A page of results: the items in `data`, with the page asked for, its size, the page count and the item count. */
export interface Page<T> {
  data: T[];
  page: number;
  pageSize: number;
  pageCount: number;
  dataCount: number;
}
