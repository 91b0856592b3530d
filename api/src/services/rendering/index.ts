// Server rendering: each page's first screen drawn as HTML from the shell's and the releases' server builds, in
// worker threads, then hydrated by the browser (docs/architecture.md, "Server rendering").
export {
  createPageRenderer,
  FAILED_SECTION_MEMORY_MS,
  type PageRenderer,
  type PageRenderRequest,
  type ServerRenderedBody,
  type RenderIncident,
} from './page-renderer';
export { createRenderPool, DEFAULT_POOL_OPTIONS, type RenderPool, type RenderPoolOptions, type RenderPoolStats } from './render-pool';
