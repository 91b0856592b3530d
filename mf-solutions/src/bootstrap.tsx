import { paths } from '@ferrolink/shared';
import { renderStandalone } from '@ferrolink/shared/standalone';
import SolutionDetailsPage from './pages/SolutionDetailsPage';
import SolutionPage from './pages/SolutionPage';
import SolutionsAccordion from './widgets/SolutionsAccordion';

renderStandalone('mf-solutions', [
  { path: paths.solution, label: 'Solutions', element: <SolutionPage /> },
  { path: paths.solutionDetails, label: 'Solution detail', element: <SolutionDetailsPage /> },
  {
    path: paths.index,
    label: 'Home accordion',
    element: (
      <div className="fl-page">
        <SolutionsAccordion />
      </div>
    ),
  },
]);
