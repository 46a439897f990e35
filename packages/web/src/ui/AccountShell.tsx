// In ui/: the account page frame and navigation that account, cards, payments and rewards pages all render; markup and session only, no capability logic.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isMember } from '@crema/domain';
import { ACCOUNT_SECTIONS } from '@crema/domain/account';
import { ACCOUNT_SECTION_PATHS, accountSectionOf } from '../app/paths';
import { useSession } from '../app/useSession';
import { Page } from './Page';
import './account.css';

/**
 * The one navigation of every account page (the sections of the domain's account map, at the app's paths). The link of the
 * page's section is current: 'page' on the section's own page, 'true' on a page inside it (a card, a form).
 */
export const AccountNav = () => {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const here = accountSectionOf(pathname);
  const path = pathname.replace(/\/+$/, '') || '/';
  // On phones the sections are one scrolling row: bring the current one into view.
  useLayoutEffect(() => {
    const ul = list.current;
    const current = ul?.querySelector<HTMLElement>('a[aria-current]');
    if (!ul || !current || ul.scrollWidth <= ul.clientWidth) return;
    ul.scrollLeft = current.offsetLeft - ul.offsetLeft - (ul.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav className="acct-nav" aria-label="Account">
      <ul ref={list}>
        {ACCOUNT_SECTIONS.map((s) => (
          <li key={s.key}>
            <Link to={ACCOUNT_SECTION_PATHS[s.key]} aria-current={here === s.key ? (path === ACCOUNT_SECTION_PATHS[s.key] ? 'page' : 'true') : undefined}>
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};

/**
 * An account page: the page's h1 and title, the account navigation (members only: the billing-address form
 * also serves a guest's gift), an optional way back, then the content; `narrow` keeps a form's width.
 */
export const AccountShell = ({ title, heading, back, narrow = false, children }: {
  title: string;
  heading?: string;
  back?: { readonly to: string; readonly label: string };
  narrow?: boolean;
  children: ReactNode;
}) => {
  const member = isMember(useSession());
  return (
    <Page title={title} {...(heading !== undefined ? { heading } : {})}>
      <div className={member ? 'acct' : 'acct acct--solo'}>
        {member && <AccountNav />}
        <div className={narrow ? 'acct-main acct-main--narrow' : 'acct-main'}>
          {back && (
            <p className="acct-back">
              <Link to={back.to}>
                <span aria-hidden="true">‹</span>
                {back.label}
              </Link>
            </p>
          )}
          {children}
        </div>
      </div>
    </Page>
  );
};
