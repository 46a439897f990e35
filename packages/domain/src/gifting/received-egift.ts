// An e-gift as its recipient meets it: the gift card a purchase issued for them, shown by the page their e-mail
// links to (its single-purpose claim token in the link), and what that page offers to whom. Pure: the claim
// flow (claim-flow.ts) and the page use these; the server and the fake answer the ReceivedEgift shape.
import type { Money } from '../shared/money';
import { ErrorCodes, type DomainError } from '../shared/errors';
import { CardCodes, resolvePaymentError, type PaymentErrorAction } from '../cards/payment-codes';
import type { BarcodePayload } from '../cards/model';
import { normalizeCardNumber } from '../cards/rules';

/** What a claim token reveals to whoever holds it: enough to see and spend the card, never its security code. */
export interface ReceivedEgift {
  /** The card's number (16 digits): shown, and drawn as the barcode a store scans. */
  readonly cardNumber: string;
  /** The card's balance now (the gift's amount until it is spent or moved). */
  readonly balance: Money;
  readonly design: {
    readonly productNumber: string;
    readonly name: string;
    /** The design's picture (absent for a card that has no gift design: the app draws the card face). */
    readonly artwork?: { readonly imageUrl: string; readonly alt: string };
  };
  /** Who sent it and what they wrote; absent for a card issued without a purchase (the demo's e-gift card). */
  readonly from?: { readonly senderName: string; readonly message: string; readonly recipientName: string };
}

/** The barcode a store scans to take payment from the gift card: its number as Code 128, the symbol the server's barcode draws. */
export const receivedEgiftBarcode = (gift: Pick<ReceivedEgift, 'cardNumber'>): BarcodePayload => ({
  kind: 'symbol',
  symbology: 'code128',
  text: normalizeCardNumber(gift.cardNumber),
});

/** The most characters a claim token may have (the wire's bound, shared with get-card-info-from-token). */
export const CLAIM_TOKEN_MAX_LENGTH = 256;

/**
 * Whether `s` can be a claim token at all: 1..256 characters of base64url (what the server issues: 32 random
 * bytes, 43 characters) or the '-' of the demo tokens. Anything else is never sent: it cannot name a gift.
 */
export const isClaimToken = (s: string): boolean => s.length > 0 && s.length <= CLAIM_TOKEN_MAX_LENGTH && /^[A-Za-z0-9_-]+$/.test(s);

/**
 * The token a claim page works with: the one its address carries when that can be a token, else the one kept
 * from earlier in this tab (the page came back from signing in without it), else none.
 */
export const claimTokenToUse = (fromAddress: string | undefined, kept: string | undefined): string | undefined => {
  if (fromAddress !== undefined && isClaimToken(fromAddress)) return fromAddress;
  return kept !== undefined && isClaimToken(kept) ? kept : undefined;
};

/** User-visible strings of the claim page (text not given by the spec: the page is ours, issue #27). */
export const ClaimMessages = {
  noToken: "This link doesn't include a gift card. Open the whole link from your e-mail.",
  notFound: "We couldn't find this gift card. Check that you opened the whole link from your e-mail.",
  alreadyAdded: 'This gift card has already been added to a Crema account.',
  added: 'Your gift card was added to your cards.',
  signInToAdd: 'Sign in or join Crema to add this gift card to your cards, reload it and pay with it in the app.',
} as const;

/** Why a claim page shows no card. */
export type ClaimUnavailableReason = 'noToken' | 'notFound' | 'alreadyAdded' | 'failed';

/** A failed reveal, as the page shows it: the reason, its message, and the catalogue's action when one applies. */
export interface ClaimFailure {
  readonly reason: ClaimUnavailableReason;
  readonly message: string;
  readonly action?: PaymentErrorAction;
}

/**
 * A reveal's failure: an unknown token is 'notFound'; a card a member registered already (122000) is
 * 'alreadyAdded'; anything else reads as the card-add list reads it (offline, too many tries, unexpected).
 */
export const claimFailureOf = (e: DomainError): ClaimFailure => {
  if (e.code === ErrorCodes.NOT_FOUND || e.status === 404) return { reason: 'notFound', message: ClaimMessages.notFound };
  if (e.code === CardCodes.ALREADY_REGISTERED) return { reason: 'alreadyAdded', message: ClaimMessages.alreadyAdded };
  const r = resolvePaymentError(e, 'cardAdd');
  return r.action === undefined ? { reason: 'failed', message: r.message } : { reason: 'failed', message: r.message, action: r.action };
};

/** Who looks at the claim page. */
export type ClaimViewer = 'member' | 'guest';

/**
 * What the page offers beside the card: 'add' (Add to my cards) to a signed-in member while the card is shown
 * and not being or already added; 'signIn' (Sign in / Join, coming back here) to a guest where there is a card
 * to add or one already added (the guest may be the member who added it); 'viewCards' to a member once it is in
 * a member's cards; 'retry' when the reveal failed for a reason a new try may mend; else nothing.
 */
export type ClaimOffer = 'add' | 'signIn' | 'viewCards' | 'retry' | 'none';

export type ClaimAddStatus = 'idle' | 'adding' | 'added' | 'failed';

export const claimOffer = (
  s: { readonly phase: 'loading' } | { readonly phase: 'shown'; readonly add: ClaimAddStatus } | { readonly phase: 'unavailable'; readonly reason: ClaimUnavailableReason },
  viewer: ClaimViewer,
): ClaimOffer => {
  switch (s.phase) {
    case 'loading':
      return 'none';
    case 'shown':
      if (s.add === 'added') return viewer === 'member' ? 'viewCards' : 'none';
      if (viewer === 'guest') return 'signIn';
      return s.add === 'adding' ? 'none' : 'add';
    case 'unavailable':
      if (s.reason === 'failed') return 'retry';
      if (s.reason === 'alreadyAdded') return viewer === 'member' ? 'viewCards' : 'signIn';
      return 'none';
  }
};
