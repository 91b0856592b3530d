import { TRUNCATE, truncate, useShowMore } from '@ferrolink/shared';
import { featureSummary } from './feature-summary';
import styles from './feature-block.module.css';

/**
 * A feature block with banner image, name and summary (the name is cut at 70 characters, the summary at 430 when it is
 * 170 or longer). What is cut can be read whole with Read more.
 */
export function FeatureBlock({ name, summary, imageUrl }: { name: string; summary: string; imageUrl: string }) {
  const cutName = truncate(name, TRUNCATE.solutionName);
  const cutSummary = featureSummary(summary);
  const more = useShowMore(cutName !== name || cutSummary !== summary, name);
  return (
    <section className={styles.featureBlock} aria-labelledby="solution-feature-name">
      <img src={imageUrl} alt={`${name} network illustration`} width={800} height={500} className={styles.featureImage} />
      <div className={styles.featureText}>
        <h2 id="solution-feature-name">{more.expanded ? name : cutName}</h2>
        <p data-testid="solution-summary">{more.expanded ? summary : cutSummary}</p>
        {more.button}
      </div>
    </section>
  );
}
