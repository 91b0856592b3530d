import { NewsArticle } from '../features/articles/NewsArticle';

/** /newsContent?id=: breadcrumb, title, "date | author", the sanitised body, Hot news and the hidden share block. */
export default function NewsContentPage() {
  return <NewsArticle />;
}
