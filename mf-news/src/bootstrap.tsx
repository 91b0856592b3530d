import { renderStandalone } from '@ferrolink/shared/standalone';
import AboutPage from './pages/AboutPage';
import NewsContentPage from './pages/NewsContentPage';
import NewsListPage from './pages/NewsListPage';

// The standalone harness: mf-news's pages at their real paths.
renderStandalone('mf-news', [
  { path: '/newsList', label: 'News', element: <NewsListPage /> },
  { path: '/newsContent', label: 'Article', element: <NewsContentPage /> },
  { path: '/about', label: 'About', element: <AboutPage /> },
]);
