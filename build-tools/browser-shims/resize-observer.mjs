// react-slick imports resize-observer-polyfill (7 KB of code, 2.5 KB gzip on the home page) for browsers
// that predate ResizeObserver. Every browser the site supports has it natively (Chrome 64, Safari 13.1,
// Firefox 69), and the polyfill itself hands out the native class when one exists, so the production
// build points the import here instead.
export default globalThis.ResizeObserver;
