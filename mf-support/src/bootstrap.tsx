import { paths } from '@ferrolink/shared';
import { renderStandalone } from '@ferrolink/shared/standalone';
import SupportPage from './pages/SupportPage';

// The standalone harness: the Support page at its real path, both tabs.
renderStandalone('mf-support', [
  { path: paths.support, label: 'Support', element: <SupportPage /> },
  { path: '/', label: 'Support (start)', element: <SupportPage /> },
]);
