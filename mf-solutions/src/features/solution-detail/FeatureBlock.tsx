import { TRUNCATE, truncate } from '@ferrolink/shared';
import { featureSummary } from './solution-query';
import styles from './feature-block.module.css';

/** A feature block with banner image, name and summary (the summary is cut at 430 characters when it is 170 or longer). */
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
