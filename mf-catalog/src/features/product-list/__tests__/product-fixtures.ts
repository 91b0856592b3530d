import type { CategoryTree, Page, ProductCard, ProductTagResponse } from '@ferrolink/shared';

// What the catalogue API answers in the catalog's tests: the filter tags, a category tree and product cards.

export const TAGS: ProductTagResponse = {
  Tags: [
    { Id: 1, EN_Name: 'Managed/Unmanaged', Kind: 'select', Family: 1 },
    { Id: 2, EN_Name: 'Total No. of Ports', Kind: 'range', Family: 1 },
    { Id: 3, EN_Name: 'Speed', Kind: 'select', Family: 1 },
    { Id: 4, EN_Name: 'Connections', Kind: 'connections', Family: 1 },
    { Id: 5, EN_Name: 'POE', Kind: 'toggle', Family: 1 },
    { Id: 6, EN_Name: 'Installation', Kind: 'select', Family: 1 },
  ],
  TagItems: [
    { Id: 101, Pid: 1, EN_Name: 'Managed' },
    { Id: 102, Pid: 1, EN_Name: 'Unmanaged' },
    { Id: 301, Pid: 3, EN_Name: 'Fast Ethernet' },
    { Id: 302, Pid: 3, EN_Name: 'Gigabit' },
    { Id: 401, Pid: 4, EN_Name: 'RJ45' },
    { Id: 402, Pid: 4, EN_Name: 'SFP' },
    { Id: 403, Pid: 4, EN_Name: 'M12' },
    { Id: 501, Pid: 5, EN_Name: 'POE' },
    { Id: 601, Pid: 6, EN_Name: 'DIN-rail' },
    { Id: 602, Pid: 6, EN_Name: 'Rackmount' },
  ],
};

/** The wireless family's own filter groups (GetProductTagItem?type=3). */
export const WIRELESS_TAGS: ProductTagResponse = {
  Tags: [
    { Id: 31, EN_Name: 'Wi-Fi standard', Kind: 'select', Family: 3 },
    { Id: 32, EN_Name: 'Frequency bands', Kind: 'select', Family: 3 },
    { Id: 33, EN_Name: 'Cellular', Kind: 'select', Family: 3 },
  ],
  TagItems: [
    { Id: 3101, Pid: 31, EN_Name: 'Wi-Fi 6 (802.11ax)' },
    { Id: 3102, Pid: 31, EN_Name: 'Wi-Fi 5 (802.11ac)' },
    { Id: 3201, Pid: 32, EN_Name: '2.4 GHz' },
    { Id: 3202, Pid: 32, EN_Name: '5 GHz' },
    { Id: 3301, Pid: 33, EN_Name: '5G' },
    { Id: 3302, Pid: 33, EN_Name: '4G LTE' },
  ],
};

export const CATEGORIES: CategoryTree = {
  Category: [{ Id: 1, EN_Name: 'Industrial Switch', CN_Name: '', ImageUrl: '/c1.svg', Pid: 0, Description: 'Switches for harsh places.' }],
  SubCategory: [
    { Id: 5, EN_Name: 'Managed DIN-Rail Switches', CN_Name: '', ImageUrl: '/c5.svg', Pid: 1 },
    { Id: 22, EN_Name: 'Industrial PoE Switches', CN_Name: '', ImageUrl: '/c22.svg', Pid: 1 },
    { Id: 10, EN_Name: 'Serial Device Servers', CN_Name: '', ImageUrl: '/c10.svg', Pid: 2 },
  ],
};

export function card(id: number, name = `FL-${id}`): ProductCard {
  return {
    Id: id,
    Name: name,
    ShortName: `Short ${id}`,
    Summary: '<ul><li>One&nbsp;W</li><li>Two</li></ul>',
    Product_UL: '',
    DictionaryId2: 22,
    Images: [{ ImageUrl: `/p${id}.svg` }],
    Lifecycle: { State: 'active', Date: '', Successor: null },
  };
}

/** The accessible name of a card() product's link: its name, then the short name and highlight the card shows. */
export function productLinkName(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Short \\d+ `);
}

export function page<T>(data: T[], pageNumber = 1, pageCount = 1): Page<T> {
  return { data, page: pageNumber, pageSize: 40, pageCount, dataCount: data.length };
}
