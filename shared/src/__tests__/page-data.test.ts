import { PAGE_DATA_ELEMENT_ID } from '@ferrolink/api/contracts/first-reads';
import type * as ClientModule from '../api/client';
import type * as PageDataModule from '../api/page-data';

type Modules = { client: typeof ClientModule; pageData: typeof PageDataModule };

// The replies of its first reads that the server writes into a page: each handed out once, to the call that asks for
// exactly that read (whatever the order of its parameters); everything else goes to the API as usual.

function writePageData(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

/** A fresh copy of the modules (the page's data is read once per page), with the page data written first. */
function loadWith(text: string | null): Modules {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  if (text !== null) writePageData(text);
  let modules!: Modules;
  jest.isolateModules(() => {
    modules = { client: jest.requireActual('../api/client'), pageData: jest.requireActual('../api/page-data') };
  });
  return modules;
}

const banners = { data: [{ Id: 4, Title: 'Industrial Switch', ImageUrl: '/banner-4.svg' }], page: 1, pageSize: 1, pageCount: 1, dataCount: 1 };
const PAGE = JSON.stringify({
  'Advertisement/GetPage?dictionaryId=14&key=&page=1&pageSize=1': banners,
  'WebSite/CopyRight': '© Ferrolink',
});

describe('the replies a page carries', () => {
  it('answers a read the page carries without asking the API, once, whatever the order of its parameters', async () => {
    const { client } = loadWith(PAGE);
    const request = jest.spyOn(client.httpClient, 'request').mockResolvedValue({ data: { code: 200, response: 'from the API' } });
    await expect(client.apiGet('Advertisement/GetPage', { page: 1, pageSize: 1, key: '', dictionaryId: 14 })).resolves.toEqual(banners);
    expect(request).not.toHaveBeenCalled();
    // A second read of the same (a refetch) goes to the API.
    await expect(client.apiGet('Advertisement/GetPage', { dictionaryId: 14, key: '', page: 1, pageSize: 1 })).resolves.toBe('from the API');
    expect(request).toHaveBeenCalledTimes(1);
    await expect(client.apiGet('WebSite/CopyRight')).resolves.toBe('© Ferrolink');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks the API for a read with other parameters, and removes the element once read', async () => {
    const { client } = loadWith(PAGE);
    const request = jest.spyOn(client.httpClient, 'request').mockResolvedValue({ data: { code: 200, response: 'from the API' } });
    await expect(client.apiGet('Advertisement/GetPage', { page: 1, pageSize: 1, key: '', dictionaryId: 49 })).resolves.toBe('from the API');
    expect(request).toHaveBeenCalledTimes(1);
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
  });

  it('finds nothing in a page without the element or with one that does not read', () => {
    expect(loadWith(null).pageData.takePageData('WebSite/CopyRight')).toEqual({ found: false });
    expect(loadWith('{"WebSite/CopyRight": ').pageData.takePageData('WebSite/CopyRight')).toEqual({ found: false });
    expect(loadWith('["WebSite/CopyRight"]').pageData.takePageData('WebSite/CopyRight')).toEqual({ found: false });
  });
});

describe('a first read as a query’s initial data', () => {
  it('gives the reply the page carries, once, so the query starts with it; nothing for a read the page lacks', () => {
    const { pageData } = loadWith(PAGE);
    const read = { path: 'Advertisement/GetPage', params: { dictionaryId: 14, key: '', page: 1, pageSize: 1 } };
    expect(pageData.firstReadReply(read)).toEqual(banners);
    expect(pageData.firstReadReply(read)).toBeUndefined();
    expect(pageData.firstReadReply({ path: 'Solution/GetList' })).toBeUndefined();
  });
});
