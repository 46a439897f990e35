// The claim page of an e-gift (issue #27): its recipient opens the link of their e-mail, sees the gift card
// (design, balance, the sender's name and message, the number and its barcode) and, signed in, adds it to their
// cards. The token comes from the page's address, or from this tab's store when the visitor comes back from
// signing in or joining (the sign-in page's return path never carries it). Adding is the spec's e-gift load
// path: get-card-info-from-token, then the card add, whose failures read as the card-add list says.
import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { AddCardResult } from '../cards/model';
import type { PaymentErrorAction } from '../cards/payment-codes';
import type { CardState } from '../cards/track';
import { addCardOutcome, type AddCardOutcome } from '../cards/add-card-state';
import type { ClaimTokenStore, ReceivedEgifts } from './ports';
import { claimFailureOf, claimTokenToUse, ClaimMessages, type ClaimFailure, type ReceivedEgift } from './received-egift';

export type ClaimAdd =
  | { readonly status: 'idle' }
  | { readonly status: 'adding' }
  /** In the member's cards: the page goes where the outcome says (the card list, with the load prompt if asked). */
  | { readonly status: 'added'; readonly outcome: AddCardOutcome }
  | { readonly status: 'failed'; readonly message: string; readonly action?: PaymentErrorAction };

export type ClaimFlowState =
  | { readonly phase: 'loading' }
  | { readonly phase: 'shown'; readonly gift: ReceivedEgift; readonly add: ClaimAdd }
  | ({ readonly phase: 'unavailable' } & ClaimFailure);

export interface ClaimFlow {
  readonly state$: Observable<ClaimFlowState>;
  current(): ClaimFlowState;
  /**
   * Opens the gift whose token the page's address carries (undefined or malformed: the one kept in this tab).
   * A token from the address that reveals a gift is kept for the tab's next visit. Without any token: unavailable,
   * 'noToken'.
   */
  open(fromAddress: string | undefined): void;
  /** Reveals the same gift again (after a failure a new try may mend). */
  retry(): void;
  /** Adds the shown card to the signed-in member's cards; ignored unless a card is shown and not being or already added. */
  add(): void;
  /** Stops whatever is running. */
  dispose(): void;
}

export interface ClaimFlowDeps {
  readonly gifts: ReceivedEgifts;
  /** makeAddCardFromToken over the member's card ledger. */
  readonly addFromToken: (cashstarToken: string) => Observable<CardState<AddCardResult>>;
  /** Where the token waits while the visitor signs in; without one it lives only in the address. */
  readonly tokens?: ClaimTokenStore | undefined;
}

export const createClaimFlow = (d: ClaimFlowDeps): ClaimFlow => {
  const subject = new BehaviorSubject<ClaimFlowState>({ phase: 'loading' });
  let token: string | undefined;
  /** Whether the token came from the page's address (and is to be kept once it reveals a gift). */
  let keep = false;
  let running: Subscription | undefined;

  const reveal = (): void => {
    running?.unsubscribe();
    if (token === undefined) {
      subject.next({ phase: 'unavailable', reason: 'noToken', message: ClaimMessages.noToken });
      return;
    }
    subject.next({ phase: 'loading' });
    const revealed = token;
    running = d.gifts.reveal(revealed).subscribe((r) => {
      if (r._tag === 'Left') {
        subject.next({ phase: 'unavailable', ...claimFailureOf(r.left) });
        return;
      }
      // Kept for this tab once it named a gift (a mistyped link is not kept over a good one).
      if (keep) d.tokens?.save(revealed);
      subject.next({ phase: 'shown', gift: r.right, add: { status: 'idle' } });
    });
  };

  return {
    state$: subject.asObservable(),
    current: () => subject.value,
    open: (fromAddress) => {
      token = claimTokenToUse(fromAddress, d.tokens?.load());
      keep = token !== undefined && token === fromAddress;
      reveal();
    },
    retry: () => {
      const s = subject.value;
      if (s.phase === 'unavailable' && s.reason === 'failed') reveal();
    },
    add: () => {
      const s = subject.value;
      if (s.phase !== 'shown' || token === undefined || s.add.status === 'adding' || s.add.status === 'added') return;
      const gift = s.gift;
      const set = (add: ClaimAdd): void => subject.next({ phase: 'shown', gift, add });
      running?.unsubscribe();
      set({ status: 'adding' });
      running = d.addFromToken(token).subscribe((a) => {
        if (a.status === 'ok') set({ status: 'added', outcome: addCardOutcome('cardsPage', a.value.card) });
        if (a.status === 'error') set(a.error.action === undefined ? { status: 'failed', message: a.message } : { status: 'failed', message: a.message, action: a.error.action });
      });
    },
    dispose: () => running?.unsubscribe(),
  };
};
