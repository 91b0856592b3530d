import { SolutionDetails } from '../features/solution-detail/SolutionDetails';

/** The solution detail page, `/solutionDetails?type=&tag=&id=`. */
export default function SolutionDetailsPage() {
  return <SolutionDetails />;
}
