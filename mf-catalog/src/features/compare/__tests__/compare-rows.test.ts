import type { ComparedProduct } from '@ferrolink/shared';
import { alignSpecs, differencesOnly, lifecycleInWords, OVERVIEW_SECTION } from '../compare-rows';

function product(id: number, specs: [string, string, string][], sub = 'Managed DIN-Rail Switches'): ComparedProduct {
  return {
    Id: id,
    Name: `FL-${id}`,
    ShortName: '',
    ImageUrl: '',
    DictionaryId: 1,
    EN_DictionaryName: 'Industrial Switch',
    DictionaryId2: 5,
    EN_DictionaryName2: sub,
    Lifecycle: { State: 'active', Date: '', Successor: null },
    Specs: specs.map(([Section, Field, Value]) => ({ Section, Field, Value })),
  };
}

describe('alignSpecs', () => {
  it('lines the products up by section and field, in the order they first appear, with null where a datasheet has no row', () => {
    const sections = alignSpecs([
      product(1, [
        ['Interface', 'Copper ports', '8 x RJ45'],
        ['Power', 'Input voltage', '12-48 VDC'],
      ]),
      product(2, [
        ['Interface', 'Copper ports', '8 x RJ45'],
        ['Interface', 'Fibre ports', '2 x SFP'],
        ['Power', 'Input voltage', '24 VDC'],
      ]),
    ]);
    expect(sections.map((section) => section.section)).toEqual([OVERVIEW_SECTION, 'Interface', 'Power']);
    expect(sections[1]?.rows.map((row) => [row.field, row.values, row.differs])).toEqual([
      ['Copper ports', ['8 x RJ45', '8 x RJ45'], false],
      ['Fibre ports', [null, '2 x SFP'], true],
    ]);
    expect(sections[2]?.rows.map((row) => [row.field, row.values, row.differs])).toEqual([['Input voltage', ['12-48 VDC', '24 VDC'], true]]);
    // The overview (family, category, lifecycle), then each datasheet row once per section it sits in.
    expect(new Set(sections.flatMap((section) => section.rows.map((row) => row.key))).size).toBe(3 + 2 + 1);
  });

  it('keeps only the differing rows, and drops the sections left empty', () => {
    const sections = alignSpecs([
      product(1, [
        ['Interface', 'Copper ports', '8 x RJ45'],
        ['Power', 'Input voltage', '12-48 VDC'],
      ]),
      product(2, [
        ['Interface', 'Copper ports', '8 x RJ45'],
        ['Power', 'Input voltage', '24 VDC'],
      ]),
    ]);
    expect(differencesOnly(sections).map((section) => [section.section, section.rows.map((row) => row.field)])).toEqual([
      ['Power', ['Input voltage']],
    ]);
  });

  it('finds no difference in one product, however many rows it has', () => {
    const sections = alignSpecs([product(1, [['Power', 'Input voltage', '24 VDC']])]);
    expect(sections.flatMap((section) => section.rows).some((row) => row.differs)).toBe(false);
    expect(differencesOnly(sections)).toEqual([]);
  });
});

describe('lifecycleInWords', () => {
  it('says whether a product is sold, until when, and what replaces it', () => {
    expect(lifecycleInWords({ State: 'active', Date: '', Successor: null })).toBe('Active');
    expect(lifecycleInWords({ State: 'phase-out', Date: '2027-03-31', Successor: { Id: 502, Name: 'FL-MS5010G-2S', ShortName: '' } })).toBe(
      'Phase-out: last order 2027-03-31. Replaced by FL-MS5010G-2S',
    );
    expect(lifecycleInWords({ State: 'discontinued', Date: '2025-06-30', Successor: null })).toBe('Discontinued 2025-06-30');
  });

  it('puts the lifecycle in the overview, where a phase-out beside an active product differs', () => {
    const sections = alignSpecs([product(1, []), { ...product(2, []), Lifecycle: { State: 'phase-out', Date: '2027-03-31', Successor: null } }]);
    const lifecycleRow = sections[0]?.rows.find((row) => row.field === 'Lifecycle');
    expect(lifecycleRow?.values).toEqual(['Active', 'Phase-out: last order 2027-03-31']);
    expect(lifecycleRow?.differs).toBe(true);
  });
});
