import { Suspense, useEffect } from 'react';
import { NavLink, Link, Outlet, useNavigate, useLocation } from 'react-router-dom';
import { isMember } from '@crema/domain';
import { useService } from '../app/services';
import { useObservable } from '../app/useObservable';
import { T } from '../app/tokens';
import { Logo } from './Logo';
import { useChrome } from './chrome';
import { Loading } from './Loading';
import { ScrollAndFocus } from './ScrollAndFocus';
import { ConnectionStatus } from './ConnectionStatus';
import { BackendStatus } from './BackendStatus';
import { watchHeaderCollapse } from './collapsing-header';

const SessionActions = () => {
  const session = useService(T.Session);
  const s = useObservable(session.session$, session.current());
  const navigate = useNavigate();
  const here = useLocation();
  if (isMember(s)) {
    return (
      <div className="header-actions">
        <span className="header-greeting">Hi, {s.firstName}</span>
        {/* The account overview is where a member goes; signing out is the quiet choice beside it. */}
        <Link className="btn btn--secondary btn--small header-account" to="/account">Account</Link>
        <button type="button" className="btn btn--ghost btn--small header-signout" onClick={() => session.signOut().subscribe({ complete: () => navigate('/') })}>
          Sign out
        </button>
      </div>
    );
  }
  const back = encodeURIComponent(here.pathname + here.search);
  return (
    <div className="header-actions">
      <Link className="btn btn--ghost btn--small" to={`/signin?returnTo=${back}`}>Sign in</Link>
      <Link className="btn btn--small" to="/join">Join now</Link>
    </div>
  );
};

const Header = ({ showNav }: { showNav: boolean }) => {
  useEffect(() => watchHeaderCollapse(window), []);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label="Crema home">
          <Logo />
          <span aria-hidden="true">Crema</span>
        </Link>
        {showNav && (
          <nav className="site-nav" aria-label="Main">
            <NavLink to="/menu">Menu</NavLink>
            <NavLink to="/account/rewards">Rewards</NavLink>
            <NavLink to="/gift">Gift cards</NavLink>
            <NavLink to="/store-locator">Find a store</NavLink>
          </nav>
        )}
        <SessionActions />
      </div>
    </header>
  );
};

const Footer = () => (
  <footer className="site-footer">
    <div className="site-footer__inner">
      <section aria-labelledby="f-order">
        <h2 id="f-order">Order</h2>
        <ul>
          <li><Link to="/menu">Menu</Link></li>
          <li><Link to="/menu/store-locator">Choose a store</Link></li>
          <li><Link to="/pickup">Pickup options</Link></li>
        </ul>
      </section>
      <section aria-labelledby="f-account">
        <h2 id="f-account">Your account</h2>
        <ul>
          <li><Link to="/account/cards">Cards</Link></li>
          <li><Link to="/account/rewards">Rewards</Link></li>
          <li><Link to="/account/history">History</Link></li>
        </ul>
      </section>
      <section aria-labelledby="f-gift">
        <h2 id="f-gift">Gifting</h2>
        <ul>
          <li><Link to="/gift">Send an e-gift</Link></li>
          <li><Link to="/account/cards/add">Register a card</Link></li>
        </ul>
      </section>
      <p className="muted" style={{ color: 'var(--c-crema)' }}>© 2026 Crema Coffee Co.</p>
    </div>
  </footer>
);

export const Layout = () => {
  const chrome = useChrome();
  return (
    <div className="app">
      <a className="skip-link" href="#main">Skip to content</a>
      <ScrollAndFocus />
      <ConnectionStatus />
      <BackendStatus />
      <Header showNav={!chrome.hideNav} />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      {!chrome.hideFooter && <Footer />}
    </div>
  );
};
