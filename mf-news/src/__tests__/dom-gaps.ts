// Browser APIs jsdom lacks: TextEncoder/TextDecoder (react-router reads them at
// import time) and scrolling. Imported first by this remote's tests (the shared
// jest setup belongs to the spine).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => undefined;
if (typeof Element.prototype.scrollBy !== 'function') Element.prototype.scrollBy = () => undefined;
