// jsdom has no TextEncoder/TextDecoder, which react-router 7 needs when it loads. The spine's
// jest setup (build-tools/jest/setup-dom.ts) does not add them, so these tests import this first.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
