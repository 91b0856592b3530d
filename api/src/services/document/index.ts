// The page document: the shell's index.html with one page's head, content and structured data, the visitor's
// manifest and preloads, and the replies the page carries. Everything but kept.ts is a pure function of its
// inputs (no server, no files, no clock); kept.ts holds the two caches that spare writing a page again.

export { assembleDocument } from './assemble';
export {
  prepareTemplate,
  renderPage,
  fillTemplate,
  isPreloadable,
  inlinableStylesheet,
  type PageTemplate,
  type RenderedPage,
  type VisitorParts,
} from './document';
export { startScriptsAfterFirstScreen, SCRIPT_START_CODE, SCRIPT_START_ELEMENT_ID, SCRIPT_START_SOURCE } from './script-start';
export { writeCarriedReplies, NO_CARRIED_REPLIES, type CarriedReplies } from './carried-replies';
export { writeVisitorParts, INLINE_MANIFEST_ID } from './visitor-parts';
export { parsePageModules, PAGE_MODULES_FILE, type PageModule, type PageModules } from './page-modules';
export { createDocumentCache, createVisitorPartsCache } from './kept';
