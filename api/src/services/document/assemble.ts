import { RENDER_STATE_ELEMENT_ID } from '../../contracts/server-render';
import { html } from '../../lib/html';
import type { ServerRenderedBody } from '../rendering';
import { writeCarriedReplies, type CarriedReplies } from './carried-replies';
import { startScriptsAfterFirstScreen } from './script-start';
import { fillTemplate, scriptJson, type PageTemplate, type RenderedPage, type VisitorParts } from './document';

/** The element that tells the browser how the page in the root was drawn (the shell hydrates it when it is there). */
export function writeRenderState(body: ServerRenderedBody): string {
  // Prettier would write this as it formats HTML: the text of the html`` is the bytes sent, kept as it is.
  // prettier-ignore
  return html`<script id="${RENDER_STATE_ELEMENT_ID}" type="application/json">${scriptJson(body.state)}</script>`.value;
}

/**
 * The whole document of one page for one visitor: the page's head tags, then the visitor's manifest and remote
 * entries, before the template's first script; the visitor's late preloads, the carried replies and how the page was
 * drawn at the end of <head>; the page drawn on the server inside the app's root (nothing there when the browser
 * draws it); the structured data before </body>. A page drawn on the server has its scripts started after its first
 * screen (see startScriptsAfterFirstScreen); one the browser draws needs them at once.
 */
export function assembleDocument(
  template: PageTemplate,
  page: RenderedPage,
  visitor: VisitorParts,
  carried: CarriedReplies,
  body?: ServerRenderedBody,
): string {
  const late = visitor.late + writeCarriedReplies(carried) + (body ? writeRenderState(body) : '');
  const document = fillTemplate(template, page, { head: visitor.head, late }, body?.html ?? '');
  return body ? startScriptsAfterFirstScreen(document) : document;
}
