// Browser APIs jsdom lacks, filled once for every component test of the repository.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router and antd read the encoding globals when they load.
Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined') {
  // antd's responsive helpers and our reduced-motion check ask for matchMedia.
  if (typeof window.matchMedia !== 'function') {
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
  if (typeof window.ResizeObserver !== 'function') {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }
  // jsdom does not implement pseudo-element styles, which antd asks for when it measures scrollbars.
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computed(element);
  if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => undefined;
  if (typeof Element.prototype.scrollBy !== 'function') Element.prototype.scrollBy = () => undefined;
  // jsdom has window.scrollTo but only to log "Not implemented" with a long stack on every page change; it has no layout to scroll.
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}

if (typeof globalThis.MessageChannel !== 'function') {
  // antd's Select schedules a macrotask through a MessageChannel; a timer does the same and follows jest's fake clock.
  class TimerMessageChannel {
    port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => void setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  }
  (globalThis as unknown as Record<string, unknown>).MessageChannel = TimerMessageChannel;
}
