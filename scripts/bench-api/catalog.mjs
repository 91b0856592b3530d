// Catalogue reads for `npm run bench:api` (the contract: name, optional prepare(databaseUrl), requests).
export default {
  name: 'catalog',
  requests: [
    { name: 'Product/GetPage_ (sub category 22, page 1)', path: '/api/Product/GetPage_?page=1&PageSize=8&dictionaryId=22' },
    {
      name: 'Product/GetPage (3 tags + ports range)',
      path: '/api/Product/GetPage?page=1&pageSize=40&type=1&tags=1%7CManaged,5%7CPOE,4%7CSFP&ports=8-28',
    },
    { name: 'Product/GetInfoById (2202)', path: '/api/Product/GetInfoById?id=2202' },
  ],
};
