// react-router 7 reads TextEncoder when it loads; jsdom does not provide it. Imported
// first by this folder's tests (the shared jest setup is the spine's to change).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
