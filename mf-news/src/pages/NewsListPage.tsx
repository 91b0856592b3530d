import { NewsOverview } from '../features/articles/NewsOverview';

/** /newsList: banner, category tabs and a paged list of news cards. */
export default function NewsListPage() {
  return <NewsOverview />;
}
