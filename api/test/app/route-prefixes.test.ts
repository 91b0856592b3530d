import fs from 'node:fs';
import path from 'node:path';
import { API_RESOURCES } from '../../src/routes';

// Each /api prefix is registered in one place: a second registration of the same prefix would hide the resource's
// routes in two entries of the table and let their hooks and limits drift apart.
describe('the API resources table', () => {
  it('registers each prefix once', () => {
    const prefixes = API_RESOURCES.map(([prefix]) => prefix);
    expect(prefixes.filter((prefix, index) => prefixes.indexOf(prefix) !== index)).toEqual([]);
  });

  it('names each prefix after its folder under routes/api, and lists every folder', () => {
    const folders = fs
      .readdirSync(path.resolve(__dirname, '../../src/routes/api'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `/api/${entry.name}`)
      .sort();
    expect(API_RESOURCES.map(([prefix]) => prefix).sort()).toEqual(folders);
  });
});
