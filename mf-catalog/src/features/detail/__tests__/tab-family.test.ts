import { FAMILY_TABS, tabFamily } from '../tab-family';

describe('tabFamily', () => {
  const values = [0, 1, 2, 3, 4, 5];
  it.each(values.flatMap((fcv1) => values.map((fcv2) => [fcv1, fcv2] as const)))('FrontCategoryValue1 %i, FrontCategoryValue2 %i', (fcv1, fcv2) => {
    const expected = fcv1 !== 4 ? 1 : fcv2 === 1 ? 2 : fcv2 === 2 ? 3 : fcv2 === 3 ? 4 : 1;
    expect(tabFamily(fcv1, fcv2)).toBe(expected);
  });

  it('names the tabs of each family', () => {
    expect(FAMILY_TABS[1].map((tab) => tab.label)).toEqual(['Introduce', 'Specifications', 'Ordering Information']);
    expect(FAMILY_TABS[2].map((tab) => tab.label)).toEqual(['Description', 'Ordering Information']);
    expect(FAMILY_TABS[3].map((tab) => tab.label)).toEqual(['Introduce', 'Installation Requirement', 'Ordering Information']);
    expect(FAMILY_TABS[4].map((tab) => tab.label)).toEqual(['Introduce', 'OutputCapability', 'DeratingCurve', 'Ordering Information']);
  });
});
