import { Link, useLocation } from 'react-router-dom';

/** The ordering sections. Labels: text not given by the spec. */
const SECTIONS = [
  { to: '/menu/featured', label: 'Featured' },
  { to: '/menu/previous', label: 'Previous' },
  { to: '/menu/favorites', label: 'Favorites' },
] as const;

/** Menu, Featured, Previous, Favorites; 'Menu' stays current on every menu, category and product page. */
export const OrderingNav = () => {
  const { pathname } = useLocation();
  const section = SECTIONS.find((s) => pathname === s.to || pathname.startsWith(`${s.to}/`));
  const links = [{ to: '/menu', label: 'Menu', current: section === undefined }, ...SECTIONS.map((s) => ({ ...s, current: s === section }))];
  return (
    <nav className="ordering-nav" aria-label="Ordering">
      <ul>
        {links.map((s) => (
          <li key={s.to}>
            <Link to={s.to} aria-current={s.current ? 'page' : undefined}>
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
