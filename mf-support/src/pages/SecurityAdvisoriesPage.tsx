import { AdvisoryList } from '../features/advisories/AdvisoryList';

/** /securityAdvisories: every product security advisory, newest first, with a severity filter kept in the address. */
export default function SecurityAdvisoriesPage() {
  return <AdvisoryList />;
}
