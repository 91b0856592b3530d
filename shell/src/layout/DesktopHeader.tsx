import { Link, links } from '@ferrolink/shared';
import { LanguagePopover } from './LanguagePopover';
import { Logo } from './Logo';
import { MegaMenu } from './MegaMenu';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';
import { useMenuColumns } from './use-menu-columns';
import styles from './layout.module.css';

export function DesktopHeader() {
  const menus = useMenuColumns();
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={styles.container}>
          <Link to={links.about(1)} className={styles.topLink}>
            Contact Us
          </Link>
          <LanguagePopover />
          <div className={styles.userSlot}>
            <UserMenu />
          </div>
        </div>
      </div>
      <div className={`${styles.container} ${styles.mainBar}`}>
        <Logo />
        <nav aria-label="Main">
          <ul className={styles.megaList}>
            <MegaMenu label="Products" columns={menus.products} loading={menus.productsLoading} />
            <MegaMenu label="Solutions" columns={menus.solutions} />
            <MegaMenu label="Support" columns={menus.support} />
            <MegaMenu label="About Us" columns={menus.about} />
          </ul>
        </nav>
        <SearchBox />
      </div>
    </header>
  );
}
