// /gift/claim#token=…: an e-gift's recipient opens the link of their e-mail (issue #27). Anyone holding the link
// sees the gift card: its design, balance, the sender's name and message (as text), the number and its barcode to
// pay in a store. A signed-in member adds it to their cards (the spec's e-gift load path, every failure as the
// card-add list says); anyone else is offered Sign in / Join, which come back here (the token waits in this tab).
// The domain's claim flow holds the steps; the page renders its states and what claimOffer says to offer.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isMember } from '@crema/domain';
import { groupInBlocks, CardMessages } from '@crema/domain/cards';
import { claimOffer, ClaimMessages, receivedEgiftBarcode, type ClaimFlowState, type ReceivedEgift } from '@crema/domain/gifting';
import { AuthPaths, CardPaths, cardPagePath, claimTokenOf, GiftPaths } from '../../app/paths';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { useSession } from '../../app/useSession';
import { useObservable } from '../../app/useObservable';
import { Page } from '../../ui/Page';
import { Notice } from '../../ui/Notice';
import { Fact } from '../../ui/Fact';
import { CardArt } from '../../ui/CardArt';
import { BarcodeImage } from '../../ui/BarcodeImage';
import { ActionButton } from '../../ui/SubmitButton';
import { formatMoney } from '../../ui/format';
import { GiftTokens } from './tokens';
import './gifting.css';

/** Where Sign in and Join come back to: the claim page without its token (this tab keeps it). */
const back = encodeURIComponent(GiftPaths.claim);

const SignInOrJoin = () => (
  <div className="claim-actions">
    <p className="muted">{ClaimMessages.signInToAdd}</p>
    <div className="claim-actions__row">
      <Link className="btn" to={`${AuthPaths.signIn}?returnTo=${back}`}>Sign in</Link>
      <Link className="btn btn--secondary" to={`${AuthPaths.join}?returnTo=${back}`}>Join Crema</Link>
    </div>
  </div>
);

const ViewCards = () => (
  <div className="claim-actions__row">
    <Link className="btn" to={CardPaths.list}>View my cards</Link>
  </div>
);

/** The card number and its barcode, for a store's register; the number alone when the barcode cannot be drawn. */
const PayInStore = ({ gift }: { gift: ReceivedEgift }) => {
  const payload = useMemo(() => receivedEgiftBarcode(gift), [gift]);
  const [drawFailed, setDrawFailed] = useState(false);
  const [onFail] = useState(() => () => setDrawFailed(true));
  const number = groupInBlocks(gift.cardNumber);
  return (
    <section className="claim-pay" aria-labelledby="claim-pay-heading">
      <h2 id="claim-pay-heading" className="claim-pay__heading">Pay in a store</h2>
      {drawFailed ? <Notice tone="warn">{CardMessages.barcodeDown}</Notice> : <BarcodeImage payload={payload} onFail={onFail} alt={`Barcode of card number ${number}`} />}
      <p className="claim-pay__number">
        <span className="visually-hidden">Card number </span>
        {number}
      </p>
      <p className="muted small">Show this barcode to the barista to pay with your gift card.</p>
    </section>
  );
};

const GiftCard = ({ gift, children }: { gift: ReceivedEgift; children: ReactNode }) => (
  <div className="gift-layout claim">
    <div className="gift-preview">
      {gift.design.artwork ? (
        <img className="gift-art" src={gift.design.artwork.imageUrl} alt={gift.design.artwork.alt} width={320} height={200} />
      ) : (
        <CardArt card={{ productNumber: gift.design.productNumber }} size="lg" />
      )}
    </div>
    <div className="gift-receipt-column">
      <div className="card gift-receipt">
        <p className="lead">{gift.from ? `${gift.from.senderName} sent you a gift` : 'A Crema gift card for you'}</p>
        {gift.from && gift.from.message.trim() !== '' && (
          <figure className="gift-receipt__message">
            <figcaption className="muted">Message from {gift.from.senderName}</figcaption>
            <blockquote className="claim-message">{gift.from.message}</blockquote>
          </figure>
        )}
        <dl className="gift-facts">
          <Fact term="Balance">{formatMoney(gift.balance)}</Fact>
          <Fact term="Design">{gift.design.name}</Fact>
          {gift.from && <Fact term="To">{gift.from.recipientName}</Fact>}
        </dl>
        {children}
      </div>
      <div className="card">
        <PayInStore gift={gift} />
      </div>
    </div>
  </div>
);

const Shown = ({ s, member, add }: { s: Extract<ClaimFlowState, { phase: 'shown' }>; member: boolean; add: () => void }) => {
  const offer = claimOffer({ phase: 'shown', add: s.add.status }, member ? 'member' : 'guest');
  return (
    <GiftCard gift={s.gift}>
      {s.add.status === 'failed' && (
        <Notice tone="error">
          <p className="notice-text">{s.add.message}</p>
          {s.add.action?.target !== undefined && s.add.action.kind !== 'tryAgain' && (
            <Link className="btn btn--secondary btn--small" to={cardPagePath(s.add.action.target)}>{s.add.action.label}</Link>
          )}
        </Notice>
      )}
      {(offer === 'add' || s.add.status === 'adding') && (
        <ActionButton className="btn btn--block" busy={s.add.status === 'adding'} busyLabel="Adding card…" onClick={add}>
          {s.add.status === 'failed' && s.add.action?.kind === 'tryAgain' ? s.add.action.label : 'Add to my cards'}
        </ActionButton>
      )}
      {offer === 'signIn' && <SignInOrJoin />}
      {offer === 'viewCards' && <ViewCards />}
    </GiftCard>
  );
};

export default function GiftClaimPage() {
  useCapability('gifting');
  const create = useService(GiftTokens.CreateClaimFlow);
  const flow = useMemo(() => create(), [create]);
  const state = useObservable(flow.state$, flow.current());
  const { hash } = useLocation();
  const navigate = useNavigate();
  const member = isMember(useSession());

  useEffect(() => {
    flow.open(claimTokenOf(hash));
  }, [flow, hash]);
  useEffect(() => () => flow.dispose(), [flow]);

  // Added: to the card list, with the notice and the load prompt (spec section 4 "Card add").
  useEffect(() => {
    if (state.phase !== 'shown' || state.add.status !== 'added') return;
    const o = state.add.outcome;
    navigate(CardPaths.list, { state: { notice: ClaimMessages.added, ...(o.promptLoad ? { promptLoadCardId: o.cardId } : {}) } });
  }, [state, navigate]);

  return (
    <Page title="Your gift card" heading="Your Crema gift card">
      {state.phase === 'loading' && (
        <p className="muted" role="status">
          Opening your gift card…
        </p>
      )}
      {state.phase === 'shown' && <Shown s={state} member={member} add={flow.add} />}
      {state.phase === 'unavailable' && (
        <div className="card stack claim-unavailable">
          <Notice tone={state.reason === 'alreadyAdded' ? 'info' : 'error'}>
            <p className="notice-text">{state.message}</p>
          </Notice>
          {(() => {
            switch (claimOffer(state, member ? 'member' : 'guest')) {
              case 'retry':
                return (
                  <button type="button" className="btn" onClick={flow.retry}>
                    Try again
                  </button>
                );
              case 'signIn':
                return <SignInOrJoin />;
              case 'viewCards':
                return <ViewCards />;
              default:
                return (
                  <p>
                    <Link to={GiftPaths.home}>Send an e-gift</Link>
                  </p>
                );
            }
          })()}
        </div>
      )}
    </Page>
  );
}
