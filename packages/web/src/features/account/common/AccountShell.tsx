import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Page } from '../../../ui/Page';
import '../account.css';

/** Where a member can go inside the account area (the account pages of spec section 2). */
const SECTIONS = [
  { to: '/account/rewards', label: 'Rewards' },
  { to: '/account/history', label: 'History' },
  { to: '/account/cards', label: 'Cards' },
  { to: '/account/payment-method', label: 'Payment methods' },
  { to: '/account/personal', label: 'Personal info' },
  { to: '/account/profile', label: 'Profile' },
  { to: '/account/settings', label: 'Settings' },
] as const;

const AccountNav = () => {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On phones the sections are one scrolling row: bring the current one into view.
  useLayoutEffect(() => {
    const ul = list.current;
    const current = ul?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!ul || !current || ul.scrollWidth <= ul.clientWidth) return;
    ul.scrollLeft = current.offsetLeft - ul.offsetLeft - (ul.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav className="acct-nav" aria-label="Account">
      <ul ref={list}>
        {SECTIONS.map((s) => (
          <li key={s.to}>
            <NavLink to={s.to}>{s.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};

/** An account page: the page's h1, the account navigation, an optional way back, then the content. */
export const AccountShell = ({ title, heading, back, children }: {
  title: string;
  heading?: string;
  back?: { readonly to: string; readonly label: string };
  children: ReactNode;
}) => (
  <Page title={title} {...(heading !== undefined ? { heading } : {})}>
    <div className="acct">
      <AccountNav />
      <div className="acct-main">
        {back && (
          <p className="acct-back">
            <Link to={back.to}>
              <span aria-hidden="true">‹ </span>
              {back.label}
            </Link>
          </p>
        )}
        {children}
      </div>
    </div>
  </Page>
);
