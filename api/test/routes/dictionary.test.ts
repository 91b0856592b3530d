import { envelope, useTestApp } from '../helpers/test-app';

const { get } = useTestApp();

describe('Dictionary/GetCategoryByType', () => {
  it('gives the four product families and their sub categories for type 1', async () => {
    const body = envelope<{
      Category: { Id: number; EN_Name: string; CN_Name: string; ImageUrl: string }[];
      SubCategory: { Id: number; Pid: number }[];
    }>(await get('/api/Dictionary/GetCategoryByType?type=1'));
    expect(body.code).toBe(200);
    expect(body.response.Category.map((family) => family.EN_Name)).toEqual([
      'Industrial Switch',
      'Industrial Device Connectivity',
      'Industrial Wireless',
      'Software and Accessories',
    ]);
    expect(body.response.Category.every((family) => family.CN_Name !== '' && family.ImageUrl !== '')).toBe(true);
    const familyIds = new Set(body.response.Category.map((family) => family.Id));
    expect(body.response.SubCategory.length).toBeGreaterThanOrEqual(12);
    expect(body.response.SubCategory.every((sub) => familyIds.has(sub.Pid))).toBe(true);
    expect(body.response.SubCategory.some((sub) => sub.Id === 22)).toBe(true);
  });

  it.each(['', 'type=2', 'type=abc', 'type=1.5', `type=${'9'.repeat(40)}`])('answers the bad query "%s" with a 400 envelope', async (query) => {
    const reply = await get(`/api/Dictionary/GetCategoryByType?${query}`);
    expect(reply.statusCode).toBe(400);
    expect(envelope(reply).message).toMatch(/type/);
  });
});
