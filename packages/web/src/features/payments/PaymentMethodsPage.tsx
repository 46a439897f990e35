// /account/payment-method: the member's saved instruments (default first) with set-default and remove, the
// add options the new-payment-option flags allow (PayPal only where allowed), and the billing addresses.
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isMember, type AsyncState } from '@crema/domain';
import {
  addressLines,
  addressName,
  instrumentDisplayName,
  instrumentLabel,
  isCardBrand,
  maskEmail,
  newPaymentOptions,
  sortForDisplay,
  withRemoved,
  type Address,
  type NewPaymentOption,
  type PaymentInstrument,
} from '@crema/domain/payments';
import { PaymentPaths } from '../../app/paths';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { T } from '../../app/tokens';
import { useSession } from '../../app/useSession';
import { AlertDialog } from '../../ui/AlertDialog';
import { Notice } from '../../ui/Notice';
import { AccountShell } from '../../ui/AccountShell';
import { arrivalOf, useOnOk } from '../shared/hooks';
import { useLoad } from '../../app/useObservable';
import { useAsyncAction } from '../../app/useAsyncAction';
import { BrandMark } from './BrandMark';
import { PaymentTokens } from '../../app/capability-tokens/payments';
import './payments.css';

/** Where each add option leads; options without a screen of their own are not offered. */
const OPTION_LINKS: Partial<Record<NewPaymentOption, { readonly to: string; readonly label: string; readonly hint: string }>> = {
  creditCard: { to: PaymentPaths.addCreditCard, label: 'Credit or debit card', hint: 'Visa, Mastercard, American Express or Discover' },
  paypal: { to: PaymentPaths.addPaypal, label: 'PayPal', hint: 'Link your PayPal account' },
  giftCard: { to: '/account/cards/add', label: 'Crema card', hint: 'Register a gift or stored-value card' },
};

const pad2 = (n: number): string => String(n).padStart(2, '0');

const detailOf = (i: PaymentInstrument): string => {
  if (!isCardBrand(i.paymentType)) return i.linkedAccountEmail ? maskEmail(i.linkedAccountEmail) : instrumentLabel(i);
  const label = instrumentLabel(i);
  return i.expiry ? `${label} · Expires ${pad2(i.expiry.month)}/${i.expiry.year}` : label;
};

const RemoveDialog = ({ instrument, onClose, onRemoved }: { instrument: PaymentInstrument; onClose: () => void; onRemoved: (message: string) => void }) => {
  const removePaymentMethod = useService(PaymentTokens.RemovePaymentMethod);
  const [state, remove] = useAsyncAction(removePaymentMethod);
  useOnOk(state, (v) => onRemoved(v.message));
  const busy = state.status === 'loading';
  return (
    <AlertDialog
      title="Remove this payment method?"
      message={`${instrumentDisplayName(instrument)} (${instrumentLabel(instrument)}) will be removed from your account.`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>Cancel</button>
          <button type="button" className="btn btn--danger" disabled={busy} onClick={() => remove(instrument.paymentInstrumentId)}>
            {busy ? 'Removing…' : 'Remove'}
          </button>
        </>
      }
    >
      {instrument.default && <p className="muted">Your next saved payment method becomes the default.</p>}
      {state.status === 'error' && <Notice tone="error">{state.message}</Notice>}
    </AlertDialog>
  );
};

const Instruments = ({ loaded, retry, changed, setChanged, onNotice }: {
  loaded: AsyncState<readonly PaymentInstrument[]>;
  retry: () => void;
  changed: readonly PaymentInstrument[] | undefined;
  setChanged: (list: readonly PaymentInstrument[]) => void;
  onNotice: (message: string) => void;
}) => {
  const setDefaultPaymentMethod = useService(PaymentTokens.SetDefaultPaymentMethod);
  const [removing, setRemoving] = useState<PaymentInstrument | undefined>(undefined);
  const [defaultState, setDefault] = useAsyncAction(setDefaultPaymentMethod);
  useOnOk(defaultState, (v) => {
    setChanged(v.instruments);
    onNotice(v.message);
  });

  const list = changed ?? (loaded.status === 'ok' ? loaded.value : undefined);
  if (list === undefined) {
    return loaded.status === 'error' ? (
      <div className="stack">
        <Notice tone="error">{loaded.message}</Notice>
        <button type="button" className="btn btn--secondary" onClick={retry}>Try again</button>
      </div>
    ) : (
      <p className="muted" role="status">Loading your payment methods…</p>
    );
  }
  return (
    <>
      {defaultState.status === 'error' && <Notice tone="error">{defaultState.message}</Notice>}
      {list.length === 0 ? (
        <p className="pm-empty">You haven't saved a payment method yet. Add a card or PayPal to pay faster and to add money to your Crema cards.</p>
      ) : (
        <ul className="pm-list">
          {list.map((i) => {
            const name = instrumentDisplayName(i);
            const label = instrumentLabel(i);
            return (
              <li key={i.paymentInstrumentId} className="pm-item">
                <BrandMark type={i.paymentType} />
                <div className="pm-item__text">
                  <span className="pm-item__name">{name}</span>
                  <span className="muted small">{detailOf(i)}</span>
                </div>
                <div className="pm-item__actions">
                  {i.default ? (
                    <span className="badge">Default</span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn--secondary btn--small"
                      disabled={defaultState.status === 'loading'}
                      onClick={() => setDefault(i.paymentInstrumentId)}
                      aria-label={`Make default: ${label}`}
                    >
                      Make default
                    </button>
                  )}
                  <Link className="btn btn--ghost btn--small" to={`${PaymentPaths.editCreditCard}?paymentInstrumentId=${encodeURIComponent(i.paymentInstrumentId)}`} aria-label={`Edit: ${label}`}>
                    Edit
                  </Link>
                  <button type="button" className="btn btn--ghost btn--small pm-danger" onClick={() => setRemoving(i)} aria-label={`Remove: ${label}`}>
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {removing && (
        <RemoveDialog
          instrument={removing}
          onClose={() => setRemoving(undefined)}
          onRemoved={(message) => {
            setChanged(sortForDisplay(withRemoved(list, removing.paymentInstrumentId)));
            setRemoving(undefined);
            onNotice(message);
          }}
        />
      )}
    </>
  );
};

const Addresses = ({ memberId, cardFor }: { memberId: string; cardFor: (a: Address) => string | undefined }) => {
  const listAddresses = useService(PaymentTokens.ListAddresses);
  const [state, retry] = useLoad(() => listAddresses({ memberId }), [listAddresses, memberId]);
  if (state.status === 'idle' || state.status === 'loading') return <p className="muted" role="status">Loading your addresses…</p>;
  if (state.status === 'error') {
    return (
      <div className="stack">
        <Notice tone="error">{state.message}</Notice>
        <button type="button" className="btn btn--secondary" onClick={retry}>Try again</button>
      </div>
    );
  }
  if (state.value.length === 0) return <p className="pm-empty">No billing addresses yet. You add one with your first card.</p>;
  return (
    <ul className="addr-list">
      {state.value.map((a) => {
        const card = cardFor(a);
        const to = `${PaymentPaths.editBillingAddress}?addressId=${encodeURIComponent(a.addressId)}${card ? `&paymentInstrumentId=${encodeURIComponent(card)}` : ''}`;
        return (
          <li key={a.addressId} className="addr-item">
            <address>
              <strong>{addressName(a)}</strong>
              {addressLines(a).map((line) => <span key={line}>{line}</span>)}
            </address>
            <Link className="btn btn--ghost btn--small" to={to} aria-label={`Edit: ${a.addressLine1}`}>
              Edit
            </Link>
          </li>
        );
      })}
    </ul>
  );
};

export default function PaymentMethodsPage() {
  useCapability('payments');
  const session = useSession();
  const config = useService(T.Config);
  const listPaymentMethods = useService(PaymentTokens.ListPaymentMethods);
  const arrival = arrivalOf(useLocation().state);
  const [notice, setNotice] = useState<string | undefined>(arrival.notice);
  const [loaded, retry] = useLoad(() => listPaymentMethods(), [listPaymentMethods]);
  const [changed, setChanged] = useState<readonly PaymentInstrument[] | undefined>(undefined);
  const wallet = changed ?? (loaded.status === 'ok' ? loaded.value : []);
  // The card that uses an address, so editing the address returns to that card's edit page (spec section 4).
  const cardFor = (a: Address): string | undefined => wallet.find((i) => i.billingAddressId === a.addressId)?.paymentInstrumentId;
  const options = newPaymentOptions(session, config).flatMap((o) => {
    const link = OPTION_LINKS[o];
    return link ? [{ option: o, ...link }] : [];
  });
  const memberId = isMember(session) ? session.memberId : '';

  return (
    <AccountShell title="Payment methods">
      <div className="stack pm-page">
        {notice && <Notice tone="success">{notice}</Notice>}
        <section className="card" aria-labelledby="pm-saved">
          <h2 id="pm-saved">Saved payment methods</h2>
          <Instruments loaded={loaded} retry={retry} changed={changed} setChanged={setChanged} onNotice={setNotice} />
        </section>
        <section className="card" aria-labelledby="pm-add">
          <h2 id="pm-add">Add a payment method</h2>
          <ul className="pm-options">
            {options.map((o) => (
              <li key={o.option}>
                <Link className="pm-option" to={o.to}>
                  <span className="pm-option__label">{o.label}</span>
                  <span className="muted small">{o.hint}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="pm-addresses">
          <div className="section-head">
            <h2 id="pm-addresses">Billing addresses</h2>
            <Link className="btn btn--secondary btn--small" to={PaymentPaths.addBillingAddress}>Add billing address</Link>
          </div>
          <Addresses memberId={memberId} cardFor={cardFor} />
        </section>
      </div>
    </AccountShell>
  );
}
