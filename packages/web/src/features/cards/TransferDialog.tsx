// Transfer balance from this card to another of the member's cards. The amount is checked by the domain
// (same card, missing amount, more than this card holds, or the other card past $500) before any call.
import { useState, type FormEvent } from 'react';
import { CardMessages, maxTransferAmount, type StoredValueCard, type TransferResult } from '@crema/domain/cards';
import { useService } from '../../app/services';
import { Dialog } from '../../ui/Dialog';
import { formatMoney } from '../../ui/format';
import { TextField } from '../../ui/TextField';
import { useFocusFirstErrorOn } from '../../ui/focus-first-error';
import { ErrorNotice } from './ErrorNotice';
import { useOnOk } from '../shared/hooks';
import { useLoad } from '../../app/useObservable';
import { useAsyncAction } from '../../app/useAsyncAction';
import { CardTokens } from '../../app/capability-tokens/cards';
import { centsToInput, parseDollars } from './money-input';
import { bindText } from '../../ui/bind-text';

export const TransferDialog = ({ card, onClose, onDone }: {
  card: StoredValueCard;
  onClose: () => void;
  onDone: (result: TransferResult) => void;
}) => {
  const listCards = useService(CardTokens.ListCards);
  const transferBalance = useService(CardTokens.TransferBalance);
  const [cards] = useLoad(() => listCards(), [listCards]);
  const [toId, setToId] = useState('');
  const [amountText, setAmountText] = useState<string | undefined>(undefined);
  const [state, transfer] = useAsyncAction(transferBalance);
  useOnOk(state, onDone);

  const others = cards.status === 'ok' ? cards.value.filter((c) => c.cardId !== card.cardId) : [];
  const to = others.find((c) => c.cardId === toId) ?? others[0];
  const suggested = to === undefined ? 0 : maxTransferAmount(card.balance.amount, to.balance.amount);
  const text = amountText ?? centsToInput(suggested);
  const busy = state.status === 'loading';

  const formRef = useFocusFirstErrorOn(state);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy || to === undefined) return;
    const amount = parseDollars(text);
    transfer({ from: card, to, ...(amount === undefined ? {} : { amount }) });
  };

  return (
    <Dialog title="Transfer balance" onClose={onClose}>
      {(cards.status === 'idle' || cards.status === 'loading') && <p className="muted" role="status">Loading your cards…</p>}
      {cards.status === 'error' && <ErrorNotice message={cards.message} />}
      {cards.status === 'ok' && others.length === 0 && <p>Add another card first, then you can move money between your cards.</p>}
      {to !== undefined && (
        <form ref={formRef} className="stack svc-form" onSubmit={submit} noValidate>
          <p className="muted">{CardMessages.transferFrom(card.nickname, formatMoney(card.balance))}</p>
          {state.status === 'error' && <ErrorNotice message={state.message} action={state.error.action} />}
          <div className="field">
            <label htmlFor="transfer-target">To card</label>
            <select id="transfer-target" value={to.cardId} onChange={(e) => { setToId(e.target.value); setAmountText(undefined); }}>
              {others.map((c) => <option key={c.cardId} value={c.cardId}>{`${c.nickname} (${formatMoney(c.balance)})`}</option>)}
            </select>
          </div>
          <TextField label="Amount in dollars" inputMode="decimal" {...bindText(text, setAmountText)} hint={CardMessages.transferUpTo(formatMoney(suggested))} />
          <div className="dialog-actions">
            <button type="button" className="btn btn--secondary" onClick={onClose}>Cancel</button>
            <button type="submit" className="btn" disabled={busy}>{busy ? 'Transferring…' : 'Transfer'}</button>
          </div>
        </form>
      )}
      {to === undefined && (
        <div className="dialog-actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>Close</button>
        </div>
      )}
    </Dialog>
  );
};
