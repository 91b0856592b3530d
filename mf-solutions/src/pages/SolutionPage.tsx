import { SolutionOverview } from '../features/sectors/SolutionOverview';

/** The solutions overview, `/solution?type=1..4`. The sector names and cards come from the shared table, descriptions and pictures from the API. */
export default function SolutionPage() {
  return <SolutionOverview />;
}
