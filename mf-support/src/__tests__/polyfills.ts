// jsdom has no TextEncoder/TextDecoder, which react-router 7 needs when it loads; Node's are the same API.
// Imported first by every test of this remote (the shared jest setup does not provide them).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
