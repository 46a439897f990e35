// /account/cards: the member's stored-value cards, primary first, with an add-card link, the notice a
// previous step left (card added or removed) and the low-balance load prompt for a card just registered.
import { Link, useLocation } from 'react-router-dom';
import { CardMessages } from '@crema/domain/cards';
import type { StoredValueCard } from '@crema/domain/cards';
import { CardPaths } from '../../app/paths';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { formatMoney } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import { AccountShell } from '../../ui/AccountShell';
import { CardArt } from '../../ui/CardArt';
import { ErrorNotice } from './ErrorNotice';
import { arrivalOf } from '../shared/hooks';
import { useLoad } from '../../app/useObservable';
import { CardTokens } from '../../app/capability-tokens/cards';
import './cards.css';

const CardTile = ({ card }: { card: StoredValueCard }) => (
  <li>
    <Link className="svc-tile" to={CardPaths.card(card.cardId)}>
      <CardArt card={card} />
      <span className="svc-tile__body">
        <span className="svc-tile__name">{card.nickname}</span>{' '}
        <span className="svc-tile__balance">{formatMoney(card.balance)}</span>
        {card.primary && <> <span className="badge">Primary</span></>}
      </span>
    </Link>
  </li>
);

export default function CardsPage() {
  useCapability('cards');
  const listCards = useService(CardTokens.ListCards);
  const [state, reload] = useLoad(() => listCards(), [listCards]);
  const arrival = arrivalOf(useLocation().state);
  const cards = state.status === 'ok' ? state.value : state.status === 'loading' || state.status === 'error' ? state.previous : undefined;
  const prompted = arrival.promptLoadCardId !== undefined ? cards?.find((c) => c.cardId === arrival.promptLoadCardId) : undefined;

  return (
    <AccountShell title="Cards">
      <div className="svc-toolbar">
        <p className="muted">Pay in store, add money and keep your balance topped up.</p>
        <Link className="btn" to={CardPaths.add}>Add a card</Link>
      </div>
      <div className="stack">
        {arrival.notice && <Notice tone="success">{arrival.notice}</Notice>}
        {prompted && (
          <Notice tone="warn">
            <p className="notice-text">{CardMessages.lowBalancePrompt}</p>
            <Link className="btn btn--small" to={{ pathname: CardPaths.card(prompted.cardId), hash: '#add-money' }} state={{ overlay: '#add-money' }}>
              Add money to {prompted.nickname}
            </Link>
          </Notice>
        )}
        {(state.status === 'idle' || (state.status === 'loading' && cards === undefined)) && (
          <p className="muted" role="status">Loading your cards…</p>
        )}
        {state.status === 'error' && <ErrorNotice message={state.message} on={{}} />}
        {state.status === 'error' && (
          <button type="button" className="btn btn--secondary" onClick={reload}>Try again</button>
        )}
        {cards !== undefined && cards.length === 0 && (
          <section className="card svc-empty" aria-labelledby="no-cards">
            <CardArt card={{ productNumber: '0' }} size="sm" />
            <div>
              <h2 id="no-cards">No cards yet</h2>
              <p className="muted">Register a Crema card to pay in store, add money to it and set up Auto reload.</p>
              <Link className="btn" to={CardPaths.add}>Add your first card</Link>
            </div>
          </section>
        )}
        {cards !== undefined && cards.length > 0 && (
          <ul className="svc-grid" aria-label="Your cards">
            {cards.map((c) => <CardTile key={c.cardId} card={c} />)}
          </ul>
        )}
      </div>
    </AccountShell>
  );
}
