import { renderStandalone } from '@ferrolink/shared/standalone';
import ProductCenterPage from './pages/ProductCenterPage';
import ProductComparePage from './pages/ProductComparePage';
import ProductDetailsPage from './pages/ProductDetailsPage';
import ProductListPage from './pages/ProductListPage';
import FeaturedProducts from './widgets/FeaturedProducts';

// The standalone harness: the catalogue's pages at their real paths, plus the home widget on its own.
renderStandalone('mf-catalog', [
  { path: '/productCenter', label: 'Product centre', element: <ProductCenterPage /> },
  { path: '/producList', label: 'Product list', element: <ProductListPage /> },
  { path: '/producDtetails', label: 'Product detail', element: <ProductDetailsPage /> },
  { path: '/productCompare', label: 'Product comparison', element: <ProductComparePage /> },
  { path: '/index', label: 'Featured products', element: <FeaturedProducts /> },
]);
