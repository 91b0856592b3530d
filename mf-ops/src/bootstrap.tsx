import { renderStandalone } from '@ferrolink/shared/standalone';
import OpsPage from './pages/OpsPage';

// The standalone harness: the rollout console at its real path, against the API the dev server proxies.
renderStandalone('mf-ops', [{ path: '/ops', label: 'Rollout console', element: <OpsPage /> }]);
