// /account/cards/{cardId}: the card with its balance, primary flag and auto reload state; the hash overlays
// #pay (scan in store), #add-money and #auto-reload; transfer balance, remove card and make primary.
import { Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CardMessages, maskCardNumber, type StoredValueCard } from '@crema/domain/cards';
import { CardPaths } from '../../app/paths';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { AlertDialog } from '../../ui/AlertDialog';
import { formatMoney } from '../../ui/format';
import { HashOverlay, overlayLink } from '../../ui/HashOverlay';
import { Notice } from '../../ui/Notice';
import { ActionButton } from '../../ui/SubmitButton';
import { AccountShell } from '../../ui/AccountShell';
import { AddMoneyForm } from './AddMoneyForm';
import { AutoReloadForm } from './AutoReloadForm';
import { AutoReloadStatus } from './AutoReloadStatus';
import { CardActivity } from './CardActivity';
import { CardArt } from '../../ui/CardArt';
import { ErrorNotice } from './ErrorNotice';
import { useOnOk } from '../shared/hooks';
import { useLoad } from '../../app/useObservable';
import { useAsyncAction } from '../../app/useAsyncAction';
import { PayPanel } from './PayPanel';
import { CardTokens } from '../../app/capability-tokens/cards';
import { TransferDialog } from './TransferDialog';
import { useOverlayClose } from './useOverlayClose';
import './cards.css';

const ALL_CARDS = { to: CardPaths.list, label: 'All cards' } as const;

const SheetLoading = () => <p className="muted" role="status">Loading…</p>;

const RemoveCardDialog = ({ card, onClose }: { card: StoredValueCard; onClose: () => void }) => {
  const removeCard = useService(CardTokens.RemoveCard);
  const navigate = useNavigate();
  const [state, remove] = useAsyncAction(removeCard);
  useOnOk(state, (v) => navigate(CardPaths.list, { state: { notice: v.message } }));
  const busy = state.status === 'loading';
  return (
    <AlertDialog
      title="Remove this card?"
      message={`${card.nickname} (${formatMoney(card.balance)}) will no longer be on your account. You can add it again later with its number and security code.`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>Keep card</button>
          <button type="button" className="btn btn--danger" onClick={() => remove(card.cardId)} disabled={busy}>{busy ? 'Removing…' : 'Remove card'}</button>
        </>
      }
    >
      {state.status === 'error' && <Notice tone="error">{state.message}</Notice>}
    </AlertDialog>
  );
};

const CardScreen = ({ cardId }: { cardId: string }) => {
  const getCard = useService(CardTokens.GetCard);
  const makePrimaryCard = useService(CardTokens.MakePrimaryCard);
  const [loaded, retry] = useLoad(() => getCard(cardId), [getCard, cardId]);
  const [updated, setUpdated] = useState<StoredValueCard | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [dialog, setDialog] = useState<'transfer' | 'remove' | undefined>(undefined);
  // Counts the money moves made on this page: the activity reads its newest lines again after each.
  const [moves, setMoves] = useState(0);
  const [primary, makePrimary] = useAsyncAction(makePrimaryCard);
  const closeOverlay = useOverlayClose();
  useOnOk(primary, (c) => {
    setUpdated(c);
    setNotice(`${c.nickname} is now your primary card.`);
  });

  const card = updated ?? (loaded.status === 'ok' ? loaded.value : undefined);
  if (card === undefined) {
    return (
      <AccountShell title="Card" back={ALL_CARDS}>
        {loaded.status === 'error' ? (
          <div className="stack">
            <ErrorNotice message={loaded.message} />
            <div className="row">
              <button type="button" className="btn btn--secondary" onClick={retry}>Try again</button>
              <Link to={CardPaths.list}>See all your cards</Link>
            </div>
          </div>
        ) : (
          <p className="muted" role="status">Loading your card…</p>
        )}
      </AccountShell>
    );
  }

  const done = (c: StoredValueCard, message: string | undefined) => {
    setUpdated(c);
    setMoves((n) => n + 1);
    setNotice(message);
    closeOverlay();
  };

  return (
    <AccountShell title={`${card.nickname} · Cards`} heading={card.nickname} back={ALL_CARDS}>
      <div className="svc-detail">
        <CardArt card={card} size="lg" />
        <div className="svc-detail__info stack">
          {notice && <Notice tone="success">{notice}</Notice>}
          <p className="svc-balance">
            <span className="svc-balance__label">Balance</span>
            <span className="svc-balance__amount">{formatMoney(card.balance)}</span>
          </p>
          <div className="row">
            {card.primary ? (
              <span className="badge">Primary card</span>
            ) : (
              <ActionButton className="btn btn--secondary btn--small" onClick={() => makePrimary(card.cardId)} busy={primary.status === 'loading'} busyLabel="Making primary…">
                Make primary
              </ActionButton>
            )}
            <span className="muted svc-number">{maskCardNumber(card.cardNumber)}</span>
          </div>
          {primary.status === 'error' && <ErrorNotice message={primary.message} />}
          <AutoReloadStatus card={card} />
          <div className="svc-actions">
            <Link className="btn" {...overlayLink('#pay')}>Scan in store</Link>
            <Link className="btn btn--secondary" {...overlayLink('#add-money')}>Add money</Link>
            <Link className="btn btn--secondary" {...overlayLink('#auto-reload')}>Auto reload</Link>
          </div>
          <div className="svc-manage">
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setDialog('transfer')}>Transfer balance</button>
            <button type="button" className="btn btn--ghost btn--small svc-danger" onClick={() => setDialog('remove')}>Remove card</button>
          </div>
        </div>
      </div>

      <CardActivity cardId={card.cardId} revision={moves} />

      <HashOverlay hash="#pay" title="Scan in store" variant="scan">
        <PayPanel card={card} />
      </HashOverlay>
      <HashOverlay hash="#add-money" title="Add money">
        <Suspense fallback={<SheetLoading />}>
          <AddMoneyForm card={card} onDone={(c) => done(c, CardMessages.reloadSucceeded)} />
        </Suspense>
      </HashOverlay>
      <HashOverlay hash="#auto-reload" title="Auto reload">
        <Suspense fallback={<SheetLoading />}>
          <AutoReloadForm
            card={card}
            onDone={(c, op) => done(c, op === 'disable' ? CardMessages.autoReloadTurnedOff : op === 'none' ? undefined : CardMessages.autoReloadSaved)}
          />
        </Suspense>
      </HashOverlay>
      {dialog === 'transfer' && (
        <TransferDialog
          card={card}
          onClose={() => setDialog(undefined)}
          onDone={(r) => {
            setDialog(undefined);
            setUpdated(r.from);
            setMoves((n) => n + 1);
            setNotice(CardMessages.transferDone(formatMoney(r.to.balance), r.to.nickname));
          }}
        />
      )}
      {dialog === 'remove' && <RemoveCardDialog card={card} onClose={() => setDialog(undefined)} />}
    </AccountShell>
  );
};

export default function CardPage() {
  useCapability('cards');
  const { cardId = '' } = useParams();
  return <CardScreen key={cardId} cardId={cardId} />;
}
