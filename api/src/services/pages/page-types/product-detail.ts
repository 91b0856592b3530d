import { FIRST_READS } from '../../../contracts/first-reads';
import { LIFECYCLE_AVAILABILITY } from '../../../contracts/product-lifecycle';
import { carry, definePageType, HOME_CRUMB, intParam, SHORT_PARAM } from '../page-type';
import { pageSeo } from '../pages';
import { absoluteUrl, product as productNode } from '../structured-data';
import { firstDescription } from '../text';

/** /producDtetails?id=: one product, as Product/GetInfoById gives the app (an id that names none: 404). */
export const productDetailPage = definePageType({
  params: { id: SHORT_PARAM },
  async read({ products }, query) {
    const id = intParam(query, 'id');
    return id === undefined ? undefined : products.detail(id);
  },

  seo(product, { site }) {
    const path = `/producDtetails?id=${product.Id}`;
    const title = product.ShortName ? `${product.Name} ${product.ShortName}` : product.Name;
    const description = firstDescription(
      product.ShortName ? `${product.ShortName}: ${product.Summary}` : product.Summary,
      product.Introduce,
      product.Description,
    );
    const images = product.Images.map((image) => image.ImageUrl);
    return pageSeo({
      title,
      description,
      canonical: path,
      image: images[0] ?? null,
      imageAlt: title,
      breadcrumbs: [
        HOME_CRUMB,
        { name: product.EN_DictionaryName, path: `/productCenter?type=${product.DictionaryId}` },
        { name: product.EN_DictionaryName2, path: `/producList?id=${product.DictionaryId2}` },
        { name: product.Name },
      ],
      jsonLd: [
        productNode(site, {
          name: title,
          model: product.Name,
          description,
          images: images.map((image) => absoluteUrl(site, image)).filter((url): url is string => url !== undefined),
          category: `${product.EN_DictionaryName} > ${product.EN_DictionaryName2}`,
          path,
          availability: LIFECYCLE_AVAILABILITY[product.Lifecycle.State],
        }),
      ],
    });
  },

  // The product, whose first picture is the large one at the top of the page.
  carried: (product) => [carry(FIRST_READS.productDetail(product.Id), product, product.Images[0]?.ImageUrl)],
  // The security advisories that concern the product: the section at the end of its page.
  alsoCarried: async (product, { advisories }) => [
    carry(FIRST_READS.productAdvisories(product.Id), (await advisories.byProduct(product.Id)) ?? undefined),
  ],

  sitemap: async ({ products }) => (await products.ids()).map((id) => ({ path: `/producDtetails?id=${id}` })),
});
