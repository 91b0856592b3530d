// Browser APIs jsdom lacks: TextEncoder/TextDecoder (react-router reads them at
// import time) and scrolling. Imported first by this remote's tests (the shared
// jest setup belongs to the spine).
import { TextDecoder, TextEncoder } from 'node:util';
// Also brings jest-dom's matcher types into the type check (the spine's setup file registers the matchers).
import '@testing-library/jest-dom';

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => undefined;
if (typeof Element.prototype.scrollBy !== 'function') Element.prototype.scrollBy = () => undefined;
