import { COMPANY, COMPANY_STATISTICS, Link, links } from '@ferrolink/shared';
import { HomeSection } from './HomeSection';
import styles from './home.module.css';

/** About Us blurb with the four company statistics and Learn More to /about: every figure from the company's facts (COMPANY). */
export function AboutBlurb() {
  return (
    <HomeSection className={styles.about} titleId="home-about-title" title="About Us">
      <p className={styles.aboutText}>
        Since {COMPANY.foundedYear} {COMPANY.name} has designed and built the switches, gateways and wireless links that keep trains, factories,
        tunnels and power plants talking. Our engineers test every design for heat, cold, vibration and electrical noise, and our networks run in more
        than {COMPANY.countries} countries.
      </p>
      <ul className={styles.stats}>
        {COMPANY_STATISTICS.map((statistic) => (
          <li key={statistic.label}>
            <strong>{statistic.value}</strong>
            <span>{statistic.label}</span>
          </li>
        ))}
      </ul>
      {/* The words after "Learn More" are for screen readers and search engines, not shown: a link's own text
            says where it goes (the same in the featured products and the solutions widgets). */}
      <Link to={links.about()} className="fl-button">
        Learn More<span className="fl-visually-hidden"> about Ferrolink</span>
      </Link>
    </HomeSection>
  );
}
