// Spec section 2: on mobile when signed in, a scan button (if a primary card exists) or an add-card button,
// plus a start-an-order button. The same buttons head a member's home at every width (issue #32: the desktop
// home had no way to order or pay at its top; the domain's homeActions).
import { Link } from 'react-router-dom';
import { HomeActionLabels, HomeMessages, memberHomeActions, type HomeAction, type PrimaryCardState } from '@crema/domain/stream';
import { scanTarget } from './StreamCards';

const icons: Record<HomeAction, string> = {
  scan: 'M4 5h2v14H4zM8 5h1v14H8zM11 5h2v14h-2zM15 5h1v14h-1zM18 5h2v14h-2z',
  addCard: 'M3 6h18v12H3zM12 9v6M9 12h6',
  startOrder: 'M6 8h12l-1 11H7zM9 8a3 3 0 0 1 6 0',
};

export const HomeActions = ({ primary }: { primary: PrimaryCardState }) => {
  const cardId = primary.status === 'ok' ? primary.cardId : undefined;
  const actions = memberHomeActions({ primaryKnown: primary.status === 'ok', hasPrimaryCard: cardId !== undefined });
  const link = (a: HomeAction) => (a === 'scan' ? scanTarget(cardId) : { to: a === 'addCard' ? '/account/cards/add' : '/menu' });
  return (
    <nav className="home-actions" aria-label={HomeMessages.actionsLabel}>
      {actions.map((a) => (
        <Link key={a} className={a === 'startOrder' ? 'btn' : 'btn btn--secondary'} {...link(a)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path d={icons[a]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" /></svg>
          {HomeActionLabels[a]}
        </Link>
      ))}
    </nav>
  );
};
