import { usePageHead } from '@ferrolink/shared';

/**
 * The route's title, for the pages that have no better one; a detail page names itself (usePageHead with its
 * product, article or solution) once its data is there, which then wins because its effect runs later.
 */
export function PageTitle({ title }: { title: string }) {
  usePageHead({ title });
  return null;
}
