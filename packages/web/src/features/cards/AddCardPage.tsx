// /account/cards/add: register a card by number and security code, optionally moving its balance onto one
// of the member's cards. The flow is the domain's add-card reducer: a failure keeps the form with the
// catalogue message and action; a transfer that leaves the card at $0 or less asks to remove or keep it;
// success goes to the card list (with the low-balance load prompt when the card holds under $5).
import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { addCardReducer, CardMessages, initialAddCardState, type AddCardResult, type CardState } from '@crema/domain/cards';
import { CardPaths } from '../../app/paths';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { Dialog } from '../../ui/Dialog';
import { formatMoney } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import { AccountShell } from '../../ui/AccountShell';
import { CardSecretFields, NO_CARD_SECRETS } from '../../ui/CardSecretFields';
import { SubmitButton } from '../../ui/SubmitButton';
import { useFocusFirstError } from '../../ui/focus-first-error';
import { ErrorNotice } from './ErrorNotice';
import { useLoad } from '../../app/useObservable';
import { useAsyncAction } from '../../app/useAsyncAction';
import { CardTokens } from '../../app/capability-tokens/cards';
import './cards.css';
import { bindText } from '../../ui/bind-text';

type FieldFlags = { readonly cardNumber?: unknown; readonly securityCode?: unknown };

const fieldFlagsOf = (s: CardState<AddCardResult>): FieldFlags => {
  if (s.status !== 'error') return {};
  const f = s.error.context?.['fields'];
  return typeof f === 'object' && f !== null ? (f as FieldFlags) : {};
};

export default function AddCardPage() {
  useCapability('cards');
  const listCards = useService(CardTokens.ListCards);
  const addCard = useService(CardTokens.AddCard);
  const removeCard = useService(CardTokens.RemoveCard);
  const navigate = useNavigate();
  const [cards] = useLoad(() => listCards(), [listCards]);
  const [flow, dispatch] = useReducer(addCardReducer, 'cardsPage', initialAddCardState);
  const [secrets, setSecrets] = useState(NO_CARD_SECRETS);
  const [transfer, setTransfer] = useState(false);
  const [transferTo, setTransferTo] = useState('');
  const [fields, setFields] = useState<FieldFlags>({});
  const [formRef, focusError] = useFocusFirstError();
  const [added, runAdd] = useAsyncAction(addCard);
  const [removed, runRemove] = useAsyncAction(removeCard);

  const targets = cards.status === 'ok' ? cards.value : [];
  const target = targets.find((c) => c.cardId === transferTo) ?? targets[0];

  // Leave once the flow is done: to the card list, with the notice and the load prompt.
  useEffect(() => {
    if (flow.phase !== 'done') return;
    const o = flow.outcome;
    const notice = flow.notice ?? (o.kind === 'notice' ? o.message : CardMessages.cardAdded);
    navigate(CardPaths.list, { state: { notice, ...(o.promptLoad ? { promptLoadCardId: o.cardId } : {}) } });
  }, [flow, navigate]);

  // The add call's answers drive the flow. The number and security code leave memory once it succeeds.
  useEffect(() => {
    if (added.status === 'ok') {
      setSecrets(NO_CARD_SECRETS);
      dispatch({ type: 'added', result: added.value });
    }
    if (added.status === 'error') {
      setFields(fieldFlagsOf(added));
      focusError();
      dispatch({ type: 'failed', message: added.message, ...(added.error.action ? { action: added.error.action } : {}) });
    }
  }, [added, focusError]);
  useEffect(() => {
    if (removed.status === 'ok') dispatch({ type: 'removed', cardNumber: removed.value.lastFourDigits });
    if (removed.status === 'error') dispatch({ type: 'removeFailed', message: removed.message });
  }, [removed]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (flow.phase === 'submitting') return;
    const toCardId = transfer ? target?.cardId : undefined;
    setFields({});
    dispatch({ type: 'submit', transfer: toCardId !== undefined });
    runAdd({ ...secrets, ...(toCardId !== undefined ? { transferToCardId: toCardId } : {}) });
  };

  const remove = () => {
    if (flow.phase !== 'removeOrKeep' && flow.phase !== 'removeFailed') return;
    dispatch({ type: 'remove' });
    runRemove(flow.card.cardId);
  };

  const tryAgain = () => {
    dispatch({ type: 'edit' });
    setFields({});
    formRef.current?.querySelector('input')?.focus();
  };

  const busy = flow.phase === 'submitting';
  return (
    <AccountShell title="Add a card" narrow back={{ to: CardPaths.list, label: 'All cards' }}>
      <p className="muted">Find the card number and the 8-digit security code on the back of your Crema card.</p>
      <form ref={formRef} className="card stack svc-form" onSubmit={submit} noValidate>
        {flow.phase === 'failed' && (
          <ErrorNotice message={flow.message} action={flow.action} on={{ tryAgain }} />
        )}
        <CardSecretFields
          value={secrets}
          onChange={setSecrets}
          autoComplete={{ cardNumber: 'off', securityCode: 'off' }}
          hints={{ cardNumber: '16 digits', securityCode: '8 digits, under the scratch-off strip' }}
          errors={{
            cardNumber: fields.cardNumber ? CardMessages.cardNumberFormat : undefined,
            securityCode: fields.securityCode ? CardMessages.securityCodeFormat : undefined,
          }}
        />
        {targets.length > 0 && (
          <fieldset className="svc-fieldset">
            <legend className="visually-hidden">Balance</legend>
            <label className="check">
              <input type="checkbox" checked={transfer} onChange={(e) => setTransfer(e.target.checked)} />
              <span>Transfer this card's balance to one of my cards</span>
            </label>
            {transfer && (
              <div className="field">
                <label htmlFor="transfer-to">Transfer to</label>
                <select id="transfer-to" {...bindText(target?.cardId ?? '', setTransferTo)}>
                  {targets.map((c) => (
                    <option key={c.cardId} value={c.cardId}>{`${c.nickname} (${formatMoney(c.balance)})`}</option>
                  ))}
                </select>
              </div>
            )}
          </fieldset>
        )}
        <SubmitButton className="btn btn--block" busy={busy} busyLabel="Adding card…">Add card</SubmitButton>
      </form>
      {(flow.phase === 'removeOrKeep' || flow.phase === 'removing' || flow.phase === 'removeFailed') && (
        <Dialog title={CardMessages.removeOrKeepTitle} role="alertdialog" onClose={() => dispatch({ type: 'keep' })}>
          <p>{CardMessages.removeOrKeepBody}</p>
          {flow.phase === 'removeFailed' && <Notice tone="error">{flow.message}</Notice>}
          <div className="dialog-actions">
            <button type="button" className="btn btn--secondary" onClick={() => dispatch({ type: 'keep' })} disabled={flow.phase === 'removing'}>
              {CardMessages.removeOrKeepKeep}
            </button>
            <button type="button" className="btn" onClick={remove} disabled={flow.phase === 'removing'}>
              {flow.phase === 'removing' ? 'Removing…' : CardMessages.removeOrKeepRemove}
            </button>
          </div>
        </Dialog>
      )}
    </AccountShell>
  );
}
