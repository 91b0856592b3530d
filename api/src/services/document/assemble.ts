import { writeCarriedReplies, type CarriedReplies } from './carried-replies';
import { fillTemplate, type PageTemplate, type RenderedPage, type VisitorParts } from './document';

/**
 * The whole document of one page for one visitor: the page's head tags, then the visitor's manifest and remote
 * entries, before the template's first script; the visitor's late preloads and the carried replies at the end of
 * <head>; the content for crawlers inside the app's root; the structured data before </body>.
 */
export function assembleDocument(template: PageTemplate, page: RenderedPage, visitor: VisitorParts, carried: CarriedReplies): string {
  return fillTemplate(template, page, { head: visitor.head, late: visitor.late + writeCarriedReplies(carried) });
}
