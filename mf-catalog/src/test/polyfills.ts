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
if (typeof globalThis.MessageChannel !== 'function') {
  // antd's Select schedules a macrotask through a MessageChannel; a timer does the same here and follows jest's fake clock.
  class TimerMessageChannel {
    port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => void setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  }
  (globalThis as unknown as Record<string, unknown>).MessageChannel = TimerMessageChannel;
}
