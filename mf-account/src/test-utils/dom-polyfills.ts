// What jsdom lacks and the page's libraries ask for. Imported first by each test file
// (react-router reads TextEncoder when its module loads).
import { TextDecoder, TextEncoder } from 'node:util';
// The matchers are registered by the jest setup; importing them here also brings their types to the type check.
import '@testing-library/jest-dom';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// antd's responsive helpers ask for matchMedia.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
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

// antd's modal measures the scrollbar through a pseudo-element, which jsdom does not implement: measure the element.
if (typeof window !== 'undefined') {
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computed(element);
}
