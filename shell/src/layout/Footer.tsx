import { apiGet, ContactDetails, FIRST_READS, firstReadReply, Link, links, SafeHtml, SocialLinks, useQuery } from '@ferrolink/shared';
import { MenuLinks } from './MenuColumnParts';
import { useMenuColumns } from './use-menu-columns';
import styles from './layout.module.css';

function getCopyright(signal?: AbortSignal): Promise<string> {
  const read = FIRST_READS.copyright();
  return apiGet<string>(read.path, read.params, signal);
}

/** The privacy and legal pages, linked from every page's footer. */
const LEGAL_LINKS = [
  { label: 'Privacy Notice', to: links.privacy() },
  { label: 'Legal Notice', to: links.legal() },
  { label: 'Terms of Use', to: links.legal('terms') },
];

/** Social links, menu columns, the company's contact details, the legal links and the copyright HTML from the API, sanitised. */
export function Footer() {
  const menus = useMenuColumns();
  const copyright = useQuery({
    queryKey: ['copyright'],
    queryFn: ({ signal }) => getCopyright(signal),
    initialData: () => firstReadReply<string>(FIRST_READS.copyright()),
    staleTime: 60 * 60_000,
  });
  const columns = [
    { title: 'Products', links: menus.products.map((family) => ({ label: family.title, to: family.to ?? '' })) },
    { title: 'Solutions', links: menus.solutions.map((sector) => ({ label: sector.title, to: sector.to ?? '' })) },
    ...menus.support.map((column) => ({ title: column.title, links: column.links })),
    ...menus.about.map((column) => ({ title: column.title, links: column.links })),
  ];
  return (
    <footer className={styles.footer}>
      <div className={`${styles.container} ${styles.footerColumns}`}>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className={styles.footerTitle}>{column.title}</h2>
            <MenuLinks links={column.links} />
          </div>
        ))}
        <div>
          <h2 className={styles.footerTitle}>Follow Us</h2>
          <SocialLinks className={styles.social} />
        </div>
      </div>
      <section className={`${styles.container} ${styles.footerContact}`} aria-labelledby="footer-contact-title">
        <h2 id="footer-contact-title" className={styles.footerTitle}>
          Contact
        </h2>
        <ContactDetails className={styles.contactDetails} />
      </section>
      <div className={styles.copyright} data-testid="copyright">
        <div className={`${styles.container} ${styles.copyrightRow}`}>
          {copyright.data ? <SafeHtml html={copyright.data} as="p" /> : <p>&nbsp;</p>}
          <nav aria-label="Legal">
            <ul className={styles.legalLinks}>
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
