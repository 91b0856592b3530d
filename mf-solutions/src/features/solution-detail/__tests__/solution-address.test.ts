import { featureSummary } from '../feature-summary';
import { readSectorType, resolveDetailLocation, tabsForType } from '../solution-address';

describe('tabsForType (the tab bar by banner type)', () => {
  it.each([
    [
      1,
      [
        ['Rail Transit', 24],
        ['High-speed Railway', 17],
        ['Expressway', 19],
      ],
    ],
    [
      2,
      [
        ['Factory Automation', 18],
        ['Metallurgical', 20],
      ],
    ],
    [
      3,
      [
        ['Utility Tunnel', 8],
        ['Intelligent Monitoring', 14],
        ['Smart Elevator', 10],
        ['Smart Community', 9],
      ],
    ],
    [
      4,
      [
        ['Photovoltaic', 23],
        ['Water Conservancy', 21],
        ['Wind Energy', 22],
        ['Electric Power', 7],
      ],
    ],
  ])('gives type %i its tabs and sub-category numbers in order', (type, expected) => {
    expect(tabsForType(type).map((tab) => [tab.name, tab.id])).toEqual(expected);
    expect(tabsForType(type).map((tab) => tab.tag)).toEqual(expected.map((_, index) => index + 1));
  });

  it.each([0, 5, 9, -1])('gives no tabs for type %i', (type) => {
    expect(tabsForType(type)).toEqual([]);
  });
});

describe('resolveDetailLocation', () => {
  const resolve = (query: string) => resolveDetailLocation(new URLSearchParams(query));

  it('places a known id in its own sector and tab, whatever type and tag say', () => {
    expect(resolve('type=4&tag=2&id=21')).toMatchObject({ ok: true, sector: { type: 4 }, solution: { id: 21, tag: 2 } });
    expect(resolve('type=1&tag=1&id=9')).toMatchObject({ ok: true, sector: { type: 3 }, solution: { id: 9, tag: 4 } });
  });

  it('picks the tab from type and tag when there is no id, the first tab for a missing or unknown tag', () => {
    expect(resolve('type=3&tag=3')).toMatchObject({ ok: true, solution: { id: 10 } });
    expect(resolve('type=2')).toMatchObject({ ok: true, solution: { id: 18 } });
    expect(resolve('type=2&tag=7')).toMatchObject({ ok: true, solution: { id: 18 } });
  });

  it.each([
    ['id=abc', /"abc" is not a valid solution id/],
    ['type=1&tag=1&id=1.5', /not a valid solution id/],
    ['id=999', /no solution with id 999/],
    ['type=9', /no solution sector with this type/],
    ['type=x&tag=1', /no solution sector with this type/],
    ['', /does not name a solution/],
  ])('explains what is wrong with "%s"', (query, message) => {
    const location = resolve(query);
    expect(location.ok).toBe(false);
    if (!location.ok) expect(location.message).toMatch(message);
  });
});

describe('featureSummary (cut at 430 when the length is 170 or more)', () => {
  it('keeps a summary shorter than 170 whole', () => {
    const text = 'a'.repeat(169);
    expect(featureSummary(text)).toBe(text);
  });
  it('keeps a summary of 170 to 430 characters whole (nothing to cut)', () => {
    const text = 'b'.repeat(430);
    expect(featureSummary(text)).toBe(text);
  });
  it('cuts a longer summary at 430 characters with an ellipsis', () => {
    const text = 'c'.repeat(431);
    expect(featureSummary(text)).toBe(`${'c'.repeat(430)}...`);
  });
});

describe('readSectorType', () => {
  it('reads 1..4 and flags anything else', () => {
    expect(readSectorType('3')).toEqual({ type: 3, invalid: false });
    expect(readSectorType(null)).toEqual({ invalid: false });
    expect(readSectorType('9')).toEqual({ invalid: true });
    expect(readSectorType('two')).toEqual({ invalid: true });
  });
});
