import { resultHref } from '../result-link';

describe('resultHref', () => {
  // Every known solution id with its banner type and tab, written out here rather than read from the shared table.
  it.each([
    [7, 4, 4],
    [8, 3, 1],
    [9, 3, 4],
    [10, 3, 3],
    [14, 3, 2],
    [17, 1, 2],
    [19, 1, 3],
    [18, 2, 1],
    [20, 2, 2],
    [21, 4, 2],
    [22, 4, 3],
    [23, 4, 1],
    [24, 1, 1],
  ])('opens solution %i at type %i, tab %i', (id, type, tag) => {
    expect(resultHref({ Id: id, DataType: 'solution' })).toBe(`/solutionDetails?type=${type}&tag=${tag}&id=${id}`);
  });

  it('sends an unknown solution to the solutions overview', () => {
    expect(resultHref({ Id: 99, DataType: 'solution' })).toBe('/solution?type=1');
  });

  it('opens a security advisory at its own page, from the number its id gives the search', () => {
    expect(resultHref({ Id: 2026003, DataType: 'advisory' })).toBe('/securityAdvisory?id=FL-SA-2026-003');
    expect(resultHref({ Id: 2025014, DataType: 'advisory' })).toBe('/securityAdvisory?id=FL-SA-2025-014');
  });

  it('opens a product at its detail and a news result at the article itself', () => {
    expect(resultHref({ Id: 501, DataType: 'product' })).toBe('/producDtetails?id=501');
    expect(resultHref({ Id: 12, DataType: 'news' })).toBe('/newsContent?id=12');
  });

  it('does not make support results links (they are downloaded)', () => {
    expect(resultHref({ Id: 3, DataType: 'support' })).toBeUndefined();
  });
});
