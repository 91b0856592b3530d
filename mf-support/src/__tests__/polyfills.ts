// Imported first by every test of this remote.
// jsdom has no TextEncoder/TextDecoder, which react-router 7 needs when it loads; Node's are the same API.
// The jest-dom import brings its matchers' types to the type check (the shared jest setup registers them at run time only).
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
