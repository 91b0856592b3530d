import { BANNER_DICTIONARY, DICTIONARY_TYPE, MATERIAL_FILE_TYPE } from '../../../contracts/content-ids';
import { FIRST_READS } from '../../../contracts/first-reads';
import { DOCUMENT_PAGE_SIZE, VIDEO_PAGE_SIZE } from '../../../contracts/page-sizes';
import { readBannerPage } from '../../site-content/advertisement-repository';
import { readMaterialPage } from '../../support/material-page';
import { answered, carry, definePageType, HOME_CRUMB, intParam, SHORT_PARAM } from '../page-type';
import { pageSeo } from '../pages';

/** The featured videos the Video Center asks for: it shows the first one large. */
const TOP_VIDEOS_COUNT = 1;

/**
 * /support: the Documentation Download opens on page 1 of every document type; /support?type=2, the Video Center, on
 * its featured video and page 1 of every video. Each list in the repository's order and the app's page size.
 */
export const supportPage = definePageType({
  // keyword, docType and page only decide whether the documents' page 1 is the list the app opens on.
  params: { type: SHORT_PARAM, keyword: SHORT_PARAM, docType: SHORT_PARAM, page: SHORT_PARAM },
  async read({ banners, categories, materials }, query) {
    const videos = intParam(query, 'type') === 2;
    const fileType = videos ? MATERIAL_FILE_TYPE.video : MATERIAL_FILE_TYPE.document;
    const [banner, kinds, list, top] = await Promise.all([
      answered(readBannerPage(banners, { dictionaryId: BANNER_DICTIONARY.support, key: '', page: 1, pageSize: 1 })),
      categories.categoryTree(videos ? DICTIONARY_TYPE.video : DICTIONARY_TYPE.document),
      readMaterialPage(materials, {
        fileType,
        page: 1,
        pageSize: videos ? VIDEO_PAGE_SIZE : DOCUMENT_PAGE_SIZE,
        categoryIds: [],
        categoryName: '',
      }),
      videos ? materials.topVideos(TOP_VIDEOS_COUNT) : undefined,
    ]);
    // The documents keep their search words (keyword), checked types (docType) and page in the address: page 1 of
    // every document is what the app opens on only for an address that names none of them.
    const opensOnList = videos || (!query.has('keyword') && !query.has('docType') && (query.get('page') ?? '1') === '1');
    return { videos, banner, kinds, list, top, opensOnList };
  },

  seo({ videos, banner }) {
    const section = videos ? 'Video Center' : 'Documentation Download';
    return pageSeo({
      title: `Support: ${section}`,
      description: videos
        ? 'Product videos: installation, configuration and application walk-throughs of Ferrolink industrial networking products.'
        : 'Datasheets, manuals, firmware notes and certificates of Ferrolink industrial networking products.',
      canonical: videos ? '/support?type=2' : '/support',
      image: banner?.data[0]?.ImageUrl ?? null,
      imageAlt: banner?.data[0]?.Title ?? 'Support',
      breadcrumbs: [HOME_CRUMB, { name: 'Support' }],
    });
  },

  // The banner is the largest paint on a phone; the rest of the first screen is the open tab's. The Video Center
  // keeps its filter out of the address, so it always opens on its featured video, its categories and page 1.
  carried: ({ videos, banner, kinds, list, top, opensOnList }) => [
    carry(FIRST_READS.pageBanners(BANNER_DICTIONARY.support, 1), banner, banner?.data[0]?.ImageUrl),
    carry(FIRST_READS.categoriesOfType(videos ? DICTIONARY_TYPE.video : DICTIONARY_TYPE.document), kinds),
    videos ? carry(FIRST_READS.topVideos(TOP_VIDEOS_COUNT), top) : undefined,
    opensOnList ? carry(videos ? FIRST_READS.firstVideosPage() : FIRST_READS.firstDocumentsPage(), list) : undefined,
  ],

  sitemap: async () => [{ path: '/support' }, { path: '/support?type=2' }],
});
