// /gift/{productNumber}: the design, the gift form, the #payment sheet and the purchase's outcomes
// (pending, success to /gift/confirmation, each catalogue error, guest token expiry). The form is kept on
// every failure; it lives in the gift flow, so a reload or the guest card detour keeps it too.
import { useCallback, useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { isMember } from '@crema/domain';
import { GIFT_ERRORS, giftErrorEntry, giftSummary, type GiftFieldName } from '@crema/domain/gifting';
import { GiftPaths } from '../../app/paths';
import { Page } from '../../ui/Page';
import { HashOverlay } from '../../ui/HashOverlay';
import { useService } from '../../app/services';
import { useSession } from '../../app/useSession';
import { T } from '../../app/tokens';
import { GiftArt } from './GiftArt';
import { GiftErrorDialog } from './GiftErrorDialog';
import { GiftForm } from './GiftForm';
import { PaymentSheet } from './PaymentSheet';
import { useGiftFlow } from './hooks';
import { useLoad } from '../../app/useObservable';
import { GiftTokens } from './tokens';
import './gifting.css';

const PAYMENT_HASH = GiftPaths.paymentHash;
/** Texts not given by the spec. */
const SESSION_EXPIRED_TITLE = 'Your session expired';
const SHEET_TITLE = 'Payment';

export default function GiftFormPage() {
  const { productNumber = '' } = useParams();
  const [state, flow] = useGiftFlow();
  const config = useService(T.Config);
  const load = useService(GiftTokens.LoadGiftCard);
  const [design] = useLoad(() => load({ productNumber }), [load, productNumber]);
  const session = useSession();
  const member = isMember(session);
  const navigate = useNavigate();
  const location = useLocation();

  const senderName = member ? `${session.firstName} ${session.lastName}`.trim() : undefined;
  const senderEmail = member ? session.email : undefined;
  const stored = state.gift.form;
  const form = useMemo(
    () =>
      stored?.productNumber === productNumber
        ? stored
        : flow.formFor(productNumber, senderName === undefined || senderEmail === undefined ? undefined : { senderName, senderEmail }),
    [stored, productNumber, flow, senderName, senderEmail],
  );
  const summary = giftSummary(form, config);
  const sheetOpen = location.hash === PAYMENT_HASH;
  const here = `${location.pathname}${location.search}`;

  const closeSheet = useCallback(() => {
    if (location.hash !== PAYMENT_HASH) return;
    const openedHere = (location.state as { overlay?: string } | null)?.overlay === PAYMENT_HASH;
    if (openedHere) navigate(-1);
    else navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location, navigate]);

  const buy = state.buy;
  const formErrorsFromPurchase = buy?.status === 'invalid' && (Object.keys(buy.errors) as GiftFieldName[]).some((k) => k !== 'payment');

  // Success: on to the confirmation (the flow already reset the form and the guest token).
  useEffect(() => {
    if (buy?.status === 'ok') navigate(GiftPaths.confirmation, { replace: true });
  }, [buy, navigate]);
  // The purchase found the form itself invalid: back to the form, where the errors show.
  useEffect(() => {
    if (formErrorsFromPurchase && sheetOpen) closeSheet();
  }, [formErrorsFromPurchase, sheetOpen, closeSheet]);
  // Guest token expired: the sheet closes and the 'add payment again' dialog opens (spec section 4).
  const paymentAgain = state.gift.dialog === 'addPaymentAgain';
  useEffect(() => {
    if (paymentAgain && sheetOpen) closeSheet();
  }, [paymentAgain, sheetOpen, closeSheet]);

  const openSheet = () => {
    flow.storeForm(form);
    navigate({ pathname: location.pathname, search: location.search, hash: PAYMENT_HASH }, { state: { overlay: PAYMENT_HASH } });
  };
  const pay = () => {
    flow.storeForm(form);
    flow.buy(member);
  };

  if (design.status === 'error') {
    const entry = giftErrorEntry(design.error);
    return (
      <Page title="Gift card">
        <p className="muted">
          <Link to={GiftPaths.home}>See all gift cards</Link>
        </p>
        <GiftErrorDialog entry={entry} onDismiss={() => navigate(GiftPaths.home)} />
      </Page>
    );
  }
  const d = design.status === 'ok' ? design.value : design.status === 'loading' ? design.previous : undefined;
  if (d === undefined) {
    return (
      <Page title="Gift card">
        <div className="gift-layout" role="status">
          <div className="gift-preview gift-preview--placeholder" />
          <p className="muted">Loading this gift card…</p>
        </div>
      </Page>
    );
  }

  return (
    <Page title={`${d.name} e-gift`} heading={d.name}>
      <div className="gift-layout">
        <aside className="gift-preview" aria-label="Your gift card">
          <GiftArt design={d} describe eager />
          <p className="muted gift-preview__meta">
            {d.category.name} e-gift card · <Link to={GiftPaths.home}>Choose a different design</Link>
          </p>
        </aside>
        <GiftForm form={form} flow={flow} config={config} revealErrors={formErrorsFromPurchase} onContinue={openSheet} />
      </div>

      <HashOverlay hash={PAYMENT_HASH} title={SHEET_TITLE}>
        <PaymentSheet design={d} summary={summary} state={state} flow={flow} config={config} member={member} returnTo={`${here}${PAYMENT_HASH}`} onPay={pay} />
      </HashOverlay>

      {buy?.status === 'error' && (
        <GiftErrorDialog
          entry={buy.entry}
          onDismiss={() => {
            flow.dismissError();
            if (buy.entry.action.closesPurchaseModal === true) closeSheet();
          }}
          onNavigate={() => flow.dismissError()}
        />
      )}
      {paymentAgain && (
        <GiftErrorDialog
          entry={GIFT_ERRORS.guestTokenExpired}
          title={SESSION_EXPIRED_TITLE}
          onDismiss={() => {
            flow.closeDialog();
            flow.dismissError();
          }}
          onNavigate={() => {
            flow.closeDialog();
            flow.dismissError();
          }}
          secondary={{
            label: 'Not now',
            onClick: () => {
              flow.closeDialog();
              flow.dismissError();
            },
          }}
        />
      )}
    </Page>
  );
}
