import { resultHref } from '../result-link';

describe('resultHref', () => {
  // SPEC.md §4, word for word: "7→type4 tab4; 8→type3 tab1; 9→type3 tab4; 10→type3 tab3; 14→type3 tab2; 17→type1 tab2;
  // 19→type1 tab3; 18→type2 tab1; 20→type2 tab2; 21→type4 tab2; 22→type4 tab3; 23→type4 tab1; 24→type1 tab1".
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

  it('sends a solution the spec does not know to the solutions overview', () => {
    expect(resultHref({ Id: 99, DataType: 'solution' })).toBe('/solution?type=1');
  });

  it('opens a product at its detail and a news result at the article itself', () => {
    expect(resultHref({ Id: 501, DataType: 'product' })).toBe('/producDtetails?id=501');
    expect(resultHref({ Id: 12, DataType: 'news' })).toBe('/newsContent?id=12');
  });

  it('does not make support results links (they are downloaded)', () => {
    expect(resultHref({ Id: 3, DataType: 'support' })).toBeUndefined();
  });
});
