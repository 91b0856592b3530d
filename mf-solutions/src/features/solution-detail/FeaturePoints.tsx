import { SafeHtml, type SolutionPoint } from '@ferrolink/shared';
import styles from './feature-points.module.css';
import sectionStyles from './section.module.css';

/** The grid of feature points of the selected tab. Water Conservancy has none, and shows an empty grid. */
export function FeaturePoints({ points, solutionName }: { points: SolutionPoint[]; solutionName: string }) {
  return (
    <ul className={styles.points} aria-label={`${solutionName} features`} data-testid="feature-points">
      {points.map((point) => (
        <li key={point.Name} className={styles.point}>
          <img src={point.ImageUrl} alt="" width={400} height={400} loading="lazy" className={styles.pointImage} />
          <h3 className={styles.pointName}>{point.Name}</h3>
          <SafeHtml html={point.Content} className={`${sectionStyles.richText} ${styles.pointText}`} />
        </li>
      ))}
    </ul>
  );
}
