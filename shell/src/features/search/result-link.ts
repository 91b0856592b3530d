import { advisoryIdOfSearchNumber, links, solutionLocation, type SearchResult } from '@ferrolink/shared';

/**
 * Where a result opens: a product its detail; a solution /solutionDetails at its
 * sector and tab (from the solution id); news the article itself, not the news
 * list. Support results are not links
 * (they have a Download button): undefined.
 */
export function resultHref(result: Pick<SearchResult, 'Id' | 'DataType'>): string | undefined {
  switch (result.DataType) {
    case 'product':
      return links.productDetails(result.Id);
    case 'solution': {
      const location = solutionLocation(result.Id);
      // A solution outside the 13 known ones has no tab to open: the overview is the honest fallback.
      return location ? links.solutionDetails(location.type, location.tag, location.id) : links.solution();
    }
    case 'news':
      return links.newsContent(result.Id);
    // A security advisory's result is numbered by its id (2026003 is FL-SA-2026-003).
    case 'advisory':
      return links.securityAdvisory(advisoryIdOfSearchNumber(result.Id));
    default:
      return undefined;
  }
}
