import { AdvisoryDetailView } from '../features/advisories/AdvisoryDetailView';

/** /securityAdvisory?id=FL-SA-2026-003: one advisory (its score, affected and fixed versions, mitigations, history). */
export default function SecurityAdvisoryPage() {
  return <AdvisoryDetailView />;
}
