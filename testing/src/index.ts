// The test doubles and render helpers of every front-end test. Test files only: lint keeps it out of
// application code, and it is no part of @ferrolink/shared, so nothing here reaches a browser.
export { fakeApi, byPath, ok, fail, deferred, sentHeader, NETWORK_ERROR, type SentRequest, type FakeReply, type FakeServer } from './fake-api';
export { renderPage, type RenderPageOptions, type RenderedPage } from './render-page';
export { setUserAgent, fill, advanceSeconds } from './browser';
