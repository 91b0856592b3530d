import { apiGet, FIRST_READS, firstReadReply, SafeHtml, SocialLinks, useQuery } from '@ferrolink/shared';
import { MenuLinks } from './MenuColumnParts';
import { useMenuColumns } from './use-menu-columns';
import styles from './layout.module.css';

function getCopyright(signal?: AbortSignal): Promise<string> {
  const read = FIRST_READS.copyright();
  return apiGet<string>(read.path, read.params, signal);
}

/** Social links, menu columns and the copyright HTML from the API, sanitised. */
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
      <div className={styles.copyright} data-testid="copyright">
        <div className={styles.container}>{copyright.data ? <SafeHtml html={copyright.data} as="p" /> : <p>&nbsp;</p>}</div>
      </div>
    </footer>
  );
}
