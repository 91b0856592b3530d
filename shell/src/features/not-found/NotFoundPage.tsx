import { Link, links } from '@ferrolink/shared';
import styles from './not-found.module.css';

/** The page for any path that is not one of the site's routes. */
export function NotFoundPage() {
  return (
    <section className={styles.page}>
      <p className={styles.code}>404</p>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <div className={styles.actions}>
        <Link className="fl-button" to={links.index()}>
          Back to home
        </Link>
        <Link className="fl-button fl-button--outline" to={links.productCenter(1)}>
          Browse products
        </Link>
      </div>
    </section>
  );
}

export default NotFoundPage;
