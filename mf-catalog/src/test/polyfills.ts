// jsdom lacks a few browser globals react-router and antd touch when loaded; import this first in a test file.
import { TextDecoder, TextEncoder } from 'node:util';

const target = globalThis as unknown as Record<string, unknown>;
target.TextEncoder ??= TextEncoder;
target.TextDecoder ??= TextDecoder;
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window !== 'undefined' && typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
