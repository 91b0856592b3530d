import { TRUNCATE, truncate } from '@ferrolink/shared';
import { featureSummary } from '../lib/solution-query';
import styles from './solution-details.module.css';

/** SPEC.md §2 "A feature block with banner image, name and summary" (summary cut at 430 when 170 or longer, §9). */
export function FeatureBlock({ name, summary, imageUrl }: { name: string; summary: string; imageUrl: string }) {
  return (
    <section className={styles.featureBlock} aria-labelledby="solution-feature-name">
      <img src={imageUrl} alt={`${name} network illustration`} width={800} height={500} className={styles.featureImage} />
      <div className={styles.featureText}>
        <h2 id="solution-feature-name">{truncate(name, TRUNCATE.solutionName)}</h2>
        <p data-testid="solution-summary">{featureSummary(summary)}</p>
      </div>
    </section>
  );
}
