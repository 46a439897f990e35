import { NavLink } from 'react-router-dom';

/** Orders and e-gifts are two views of one history: links that mark the current one. */
export const HistoryTabs = () => (
  <nav className="acct-tabs" aria-label="History">
    <NavLink to="/account/history" end>
      Orders
    </NavLink>
    <NavLink to="/account/history/egift">E-gifts</NavLink>
  </nav>
);
