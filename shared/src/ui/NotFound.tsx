import { usePageHead } from '../lib/page-head';
import { Link } from '../router';
import { links } from '../routes/paths';
import './primitives.css';

/**
 * The site's not-found page: for an address that is no route, and for a detail page whose id the server says names
 * nothing (a product, an article, a solution). One page with its ways on, wherever the shell or a section shows it.
 */
export function NotFound() {
  usePageHead({ title: 'Page not found' });
  return (
    <section className="fl-not-found">
      <p className="fl-not-found__code">404</p>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <div className="fl-not-found__actions">
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
