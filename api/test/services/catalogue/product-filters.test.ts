import { HttpError } from '../../../src/lib/envelope';
import { narrowsPorts, parseFilters, tagItemKey, type TagCatalogue } from '../../../src/services/catalogue/product-filters';

/** A small catalogue in the shape the repository loads: item ids are tag id * 100 + n, as in the content. */
const catalogue: TagCatalogue = {
  tags: new Map([
    [1, { name: 'Managed/Unmanaged', kind: 'select', family: 1 }],
    [2, { name: 'Total No. of Ports', kind: 'range', family: 1 }],
    [4, { name: 'Connections', kind: 'connections', family: 1 }],
    [31, { name: 'Wi-Fi standard', kind: 'select', family: 3 }],
  ]),
  items: new Map([
    [tagItemKey(1, 'Managed'), 101],
    [tagItemKey(1, 'Unmanaged'), 102],
    [tagItemKey(4, 'SFP'), 402],
    [tagItemKey(4, 'M12'), 403],
    [tagItemKey(31, 'Wi-Fi 6 (802.11ax)'), 3101],
  ]),
};

/** The 400 `parse` throws, as status and message. */
function refusal(parse: () => unknown): { statusCode: number; message: string } {
  try {
    parse();
  } catch (error) {
    if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('the filters were accepted');
}

describe('product filters', () => {
  it('reads hideDiscontinued=1 as leaving the discontinued products out, and 0 as keeping them', () => {
    expect(parseFilters({ hideDiscontinued: 1 }, catalogue).hideDiscontinued).toBe(true);
    expect(parseFilters({ hideDiscontinued: 0 }, catalogue).hideDiscontinued).toBe(false);
  });

  it('reads no filters as every product', () => {
    const filters = parseFilters({}, catalogue);
    expect(filters).toEqual({ groups: [], portsMin: 0, portsMax: 52, hideDiscontinued: false });
    expect(narrowsPorts(filters)).toBe(false);
  });

  it('groups items of one tag together (either may match) and keeps tags apart (all must match)', () => {
    expect(parseFilters({ tags: '1|Managed,4|SFP,4|M12' }, catalogue).groups).toEqual([[101], [402, 403]]);
  });

  it('matches option names without regard to case or surrounding spaces, and skips empty pairs', () => {
    expect(parseFilters({ tags: ' 1 | managed ,, 4|sfp,' }, catalogue).groups).toEqual([[101], [402]]);
  });

  it('names an option twice only once', () => {
    expect(parseFilters({ tags: '4|SFP,4|sfp' }, catalogue).groups).toEqual([[402]]);
  });

  it.each([
    [{ ports: '8-28' }, 8, 28],
    [{ portsMin: 20 }, 20, 52],
    [{ portsMax: 16 }, 0, 16],
    [{ tags: '2|10-24' }, 10, 24],
    [{ portsMin: 4, portsMax: 40, ports: '8-16' }, 8, 16],
    [{ ports: '' }, 0, 52],
  ])('reads the ports range of %j as %i to %i', (query, min, max) => {
    const filters = parseFilters(query, catalogue);
    expect(filters).toMatchObject({ portsMin: min, portsMax: max });
    expect(narrowsPorts(filters)).toBe(min > 0 || max < 52);
  });

  it.each([
    [{ tags: 'Managed' }, 'tags: "Managed" is not a pid|name pair.'],
    [{ tags: 'abc|Managed' }, 'tags: "abc" is not a tag id.'],
    [{ tags: '99|Managed' }, 'tags: there is no filter with id 99.'],
    [{ tags: '1|Turbo' }, 'tags: Managed/Unmanaged has no option "Turbo".'],
    [{ ports: 'eight-ten' }, 'ports must be written min-max with whole numbers from 0 to 52, e.g. 8-28.'],
    [{ ports: '8-60' }, 'ports must stay within 0 to 52.'],
    [{ ports: '30-8' }, 'ports: the minimum 30 is above the maximum 8.'],
    [{ portsMin: 30, portsMax: 8 }, 'portsMin 30 is above portsMax 8.'],
    [{ tags: '2|many' }, 'Total No. of Ports must be written min-max with whole numbers from 0 to 52, e.g. 8-28.'],
  ])('refuses %j with a 400 that says why', (query, message) => {
    expect(refusal(() => parseFilters(query, catalogue))).toEqual({ statusCode: 400, message });
  });

  it("accepts a family's own filters with its type, and any family's without one", () => {
    expect(parseFilters({ tags: '31|Wi-Fi 6 (802.11ax)' }, catalogue, 3).groups).toEqual([[3101]]);
    expect(parseFilters({ tags: '1|Managed,4|SFP', ports: '8-28' }, catalogue, 1)).toEqual({
      groups: [[101], [402]],
      portsMin: 8,
      portsMax: 28,
      hideDiscontinued: false,
    });
    expect(parseFilters({ tags: '1|Managed,31|Wi-Fi 6 (802.11ax)' }, catalogue).groups).toEqual([[101], [3101]]);
  });

  it.each([
    [{ tags: '1|Managed' }, 3, 'tags: Managed/Unmanaged (filter 1) is a filter of Industrial Switch, not of Industrial Wireless.'],
    [{ tags: '4|M12' }, 4, 'tags: Connections (filter 4) is a filter of Industrial Switch, not of Software and Accessories.'],
    [{ tags: '31|Wi-Fi 6 (802.11ax)' }, 1, 'tags: Wi-Fi standard (filter 31) is a filter of Industrial Wireless, not of Industrial Switch.'],
    [{ ports: '8-28' }, 3, 'ports: Industrial Wireless has no ports filter.'],
    [{ portsMin: 4 }, 2, 'ports: Industrial Device Connectivity has no ports filter.'],
  ])('refuses %j on family %i with a 400 that names the family', (query, type, message) => {
    expect(refusal(() => parseFilters(query, catalogue, type))).toEqual({ statusCode: 400, message });
  });
});
