import { Link } from '@ferrolink/shared';
import type { MenuColumn, MenuLink } from './menu-data';

/** The links of one menu column: the same list in the mega menu, the mobile menu and the footer. */
export function MenuLinks({ links }: { links: MenuLink[] }) {
  return (
    <ul>
      {links.map((item) => (
        <li key={item.to}>
          <Link to={item.to}>{item.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** A column's title: a link where the column has a page of its own (a product family), plain text otherwise. */
export function MenuColumnTitle({ column, className }: { column: MenuColumn; className?: string }) {
  return column.to ? (
    <Link to={column.to} className={className}>
      {column.title}
    </Link>
  ) : (
    <span className={className}>{column.title}</span>
  );
}
