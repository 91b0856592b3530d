import { links, solutionLocation, type SearchResult } from '@ferrolink/shared';

/**
 * Where a result opens (SPEC.md §2 "Search results", §4 id -> type/tab map): a product
 * its detail; a solution /solutionDetails at its sector and tab; news the article
 * itself (issue 7: better than the spec's news list). Support results are not links
 * (they have a Download button): undefined.
 */
export function resultHref(result: Pick<SearchResult, 'Id' | 'DataType'>): string | undefined {
  switch (result.DataType) {
    case 'product':
      return links.producDtetails(result.Id);
    case 'solution': {
      const location = solutionLocation(result.Id);
      // A solution outside the spec's 13 has no tab to open: the overview is the honest fallback.
      return location ? links.solutionDetails(location.type, location.tag, location.id) : links.solution();
    }
    case 'news':
      return links.newsContent(result.Id);
    default:
      return undefined;
  }
}
