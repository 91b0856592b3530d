// The two caches of page writing, kept beside the pure functions they save calls of. A page's body differs between
// visitors only by the releases they get (the visitor id travels in a cookie header, not in the page), so the
// visitors who get the same releases share one written and compressed document.

import { CachedReply } from '../../lib/reply-cache';
import type { RemotesManifest, RolloutSnapshot } from '../rollouts/snapshot';
import { assembleDocument } from './assemble';
import { writeCarriedReplies, type CarriedReplies } from './carried-replies';
import type { PageTemplate, RenderedPage, VisitorParts } from './document';
import type { PageModules } from './page-modules';
import type { ServerRenderedBody } from '../rendering';
import { writeVisitorParts } from './visitor-parts';

/** Visitor parts kept per rollout snapshot: one per page and combination of releases a visitor may get. */
const MAX_VISITOR_PARTS = 1000;
/** Written pages kept per visitor parts (one per address with its query); hostile query variety only evicts. */
const MAX_DOCUMENTS_PER_PARTS = 200;

/** The visitor parts of a page (`page` is the page's key in the modules table) for a visitor's manifest. */
export type VisitorPartsOf = (page: string, snapshot: RolloutSnapshot, pageModules: PageModules, manifest: RemotesManifest) => VisitorParts;

export interface VisitorPartsOptions {
  /** Pages are drawn on the server: their sections' stylesheets are put in the page or linked, not preloaded. */
  drawnOnServer: boolean;
  /** A release's stylesheet's text by its address, or undefined (then it is linked). */
  stylesheetText?: (address: string) => string | undefined;
}

/**
 * Visitor parts, written once per rollout snapshot, shell build and combination of releases. A snapshot and the
 * releases a visitor gets decide the manifest, so every visitor who gets the same releases on the same page gets the
 * same parts. Kept per snapshot (weakly), so a new snapshot starts afresh and an old one takes its parts with it.
 */
export function createVisitorPartsCache(options: VisitorPartsOptions = { drawnOnServer: false }): VisitorPartsOf {
  const keptParts = new WeakMap<RolloutSnapshot, { pageModules: PageModules; parts: Map<string, VisitorParts> }>();
  return (page, snapshot, pageModules, manifest) => {
    let kept = keptParts.get(snapshot);
    if (!kept || kept.pageModules !== pageModules || kept.parts.size >= MAX_VISITOR_PARTS) {
      kept = { pageModules, parts: new Map() };
      keptParts.set(snapshot, kept);
    }
    let key = page;
    for (const [name, remote] of Object.entries(manifest.remotes)) key += `|${name}:${remote.assigned.channel}:${remote.assigned.version}`;
    let parts = kept.parts.get(key);
    if (!parts) {
      parts = writeVisitorParts(pageModules.get(page) ?? [], manifest, snapshot, options);
      kept.parts.set(key, parts);
    }
    return parts;
  };
}

/**
 * The document of one page address for visitor parts, written and compressed once, then sent from the cache. `address`
 * names everything the page's text depends on beyond its parts (the address, and the device class it was drawn for);
 * `body` is the page drawn on the server, or undefined when the browser draws it.
 */
export type DocumentOf = (
  address: string,
  template: PageTemplate,
  page: RenderedPage,
  visitor: VisitorParts,
  carried: CarriedReplies,
  body: ServerRenderedBody | undefined,
) => CachedReply;

/**
 * Written documents: a page's whole text and its compressed forms, kept with what it was written from, so a page is
 * written and compressed once per address, releases and version of its parts. Kept beside the visitor parts it was
 * written with (weakly), so a new rollout snapshot starts afresh. The carried replies are compared by their written
 * text (itself written once per carried object), so a source that hands out equal replies as new objects still
 * finds its document.
 */
export function createDocumentCache(): DocumentOf {
  interface KeptDocument {
    template: PageTemplate;
    page: RenderedPage;
    carried: string;
    body: ServerRenderedBody | undefined;
    reply: CachedReply;
  }
  const keptDocuments = new WeakMap<VisitorParts, Map<string, KeptDocument>>();
  const carriedTexts = new WeakMap<CarriedReplies, string>();
  return (address, template, page, visitor, carried, body) => {
    let carriedText = carriedTexts.get(carried);
    if (carriedText === undefined) {
      carriedText = writeCarriedReplies(carried);
      carriedTexts.set(carried, carriedText);
    }
    let documents = keptDocuments.get(visitor);
    if (!documents || documents.size >= MAX_DOCUMENTS_PER_PARTS) {
      documents = new Map();
      keptDocuments.set(visitor, documents);
    }
    const kept = documents.get(address);
    // The renderer keeps what it drew, so the same drawing is the same object.
    if (kept && kept.template === template && kept.page === page && kept.carried === carriedText && kept.body === body) return kept.reply;
    const reply = new CachedReply(assembleDocument(template, page, visitor, carried, body));
    documents.set(address, { template, page, carried: carriedText, body, reply });
    return reply;
  };
}
