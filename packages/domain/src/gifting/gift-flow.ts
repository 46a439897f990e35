// The gift in progress, shared by /gift/{productNumber}, the guest card page and /gift/confirmation: the gift
// reducer (spec section 4 "Gift form") fed by the form's commands and by makeBuyGift's emissions, plus the
// last purchase state and receipt. Every change is saved through the GiftDraftStore port, so the gift
// survives a reload; a failed purchase that may have reached the server is retried with its request id.
import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import { isRight, type Either } from 'fp-ts/Either';
import type { AppConfig } from '../shared/config';
import type { BuyGiftInput, BuyGiftState } from './buy-gift';
import { readGiftDraft, type GiftDraft } from './gift-draft';
import { guestInstrumentFromCardToken } from './guest-payment';
import { emptyGiftForm, type GiftForm, type GiftPayment, type GiftReceipt, type GiftState, type GuestPaymentInstrument, type MemberPaymentSelection } from './model';
import type { GiftDraftStore } from './ports';
import type { GiftValidationCode } from './rules';
import { createGiftReducer, eventForBuyGiftState, initialGiftState, type GiftEvent } from './state';

export interface GiftFlowState {
  readonly gift: GiftState;
  /** The latest emission of the current or last purchase; undefined when there is nothing to show. */
  readonly buy: BuyGiftState | undefined;
  /** The last successful purchase, for /gift/confirmation. */
  readonly receipt: GiftReceipt | undefined;
  /** The single-use billing address token of the guest card, kept beside that card and gone with it. */
  readonly billingAddressToken: string | undefined;
}

export interface GiftFlow {
  readonly state$: Observable<GiftFlowState>;
  current(): GiftFlowState;
  /** The form for this design: the stored one, or a new one that keeps what was typed for another design. */
  formFor(productNumber: string, prefill?: { readonly senderName: string; readonly senderEmail: string }): GiftForm;
  storeForm(form: GiftForm): void;
  /** One more recipient row, up to config.giftRecipientsLimit (past it, nothing happens). */
  addRecipient(form: GiftForm): void;
  /** Removes a recipient row; the last one stays. */
  removeRecipient(form: GiftForm, index: number): void;
  selectPayment(instrument: MemberPaymentSelection | undefined): void;
  addGuestCard(
    token: { readonly token: string; readonly brand: string; readonly lastFour: string; readonly tokenAcquiredTimestamp: number },
    billingAddressToken?: string,
  ): Either<GiftValidationCode, GuestPaymentInstrument>;
  /** Buys the stored form with the member's selected instrument or the guest's card. Ignored while pending. */
  buy(asMember: boolean, options?: Pick<BuyGiftInput, 'timeZone' | 'locale'>): void;
  /** Closes a purchase error (the form and payment stay). */
  dismissError(): void;
  /** Closes the reducer's dialog (the 'add payment again' dialog). */
  closeDialog(): void;
  /** Forgets the finished purchase state once its confirmation is shown (the receipt stays). */
  acknowledgeSuccess(): void;
  /** Stops a purchase still running (its status poll). */
  dispose(): void;
}

export interface GiftFlowDeps {
  /** makeBuyGift over the purchases port, ids and clock. */
  readonly buyGift: (input: BuyGiftInput) => Observable<BuyGiftState>;
  readonly config: Pick<AppConfig, 'giftRecipientsLimit' | 'defaultGiftAmountOption'>;
  /** Where the draft is kept; without one the gift lives in memory only. */
  readonly drafts?: GiftDraftStore | undefined;
}

const emptyFlow: GiftFlowState = { gift: initialGiftState, buy: undefined, receipt: undefined, billingAddressToken: undefined };

/** The flow a saved draft opens with (no purchase runs after a reload; its outcome is the receipt, if any). */
const restore = (draft: GiftDraft, limit: number): GiftFlowState => ({
  gift: {
    ...initialGiftState,
    form: draft.form,
    senderName: draft.form?.senderName ?? '',
    senderEmail: draft.form?.senderEmail ?? '',
    recipientCount: Math.min(Math.max(1, Math.round(draft.recipientCount ?? 1)), limit),
    guestPaymentInstrument: draft.guestPaymentInstrument,
    selectedPaymentInstrument: draft.selectedPaymentInstrument,
  },
  buy: undefined,
  receipt: draft.receipt,
  billingAddressToken: draft.guestPaymentInstrument ? draft.billingAddressToken : undefined,
});

const draftOf = (s: GiftFlowState): GiftDraft => ({
  ...(s.gift.form ? { form: s.gift.form } : {}),
  recipientCount: s.gift.recipientCount,
  ...(s.gift.guestPaymentInstrument ? { guestPaymentInstrument: s.gift.guestPaymentInstrument } : {}),
  ...(s.gift.selectedPaymentInstrument ? { selectedPaymentInstrument: s.gift.selectedPaymentInstrument } : {}),
  ...(s.receipt ? { receipt: s.receipt } : {}),
  ...(s.billingAddressToken && s.gift.guestPaymentInstrument ? { billingAddressToken: s.billingAddressToken } : {}),
});

const paymentOf = (s: GiftState, asMember: boolean): GiftPayment | undefined => {
  if (asMember) return s.selectedPaymentInstrument ? { kind: 'member', instrument: s.selectedPaymentInstrument } : undefined;
  return s.guestPaymentInstrument ? { kind: 'guest', instrument: s.guestPaymentInstrument } : undefined;
};

export const createGiftFlow = (d: GiftFlowDeps): GiftFlow => {
  const limit = d.config.giftRecipientsLimit;
  const reduce = createGiftReducer(d.config);
  const saved = d.drafts?.load();
  const subject = new BehaviorSubject<GiftFlowState>(saved === undefined ? emptyFlow : restore(readGiftDraft(saved), limit));
  let purchase: Subscription | undefined;
  /** The request id to reuse when the very same purchase is retried after a failure that may have reached the server. */
  let retry: { readonly requestId: string; readonly key: string } | undefined;

  const set = (next: GiftFlowState): void => {
    subject.next(next);
    d.drafts?.save(draftOf(next));
  };
  /** Applies reducer events; a change of form or payment retires a refusal ('invalid') that no longer applies. */
  const dispatch = (...events: GiftEvent[]): void => {
    const s = subject.value;
    set({ ...s, gift: events.reduce(reduce, s.gift), buy: s.buy?.status === 'invalid' ? undefined : s.buy });
  };

  return {
    state$: subject.asObservable(),
    current: () => subject.value,
    formFor: (productNumber, prefill) => {
      const stored = subject.value.gift.form;
      if (stored) return stored.productNumber === productNumber ? stored : { ...stored, productNumber };
      const fresh = emptyGiftForm(productNumber, d.config.defaultGiftAmountOption);
      return prefill ? { ...fresh, senderName: prefill.senderName, senderEmail: prefill.senderEmail } : fresh;
    },
    storeForm: (form) => dispatch({ type: 'formStored', form }),
    addRecipient: (form) => {
      if (form.recipients.length >= limit) return;
      // A new row is delivered like the others (the form picks one delivery method for the whole gift).
      const method = form.recipients[0]?.deliveryMethod;
      const row = method === undefined ? { email: '', name: '' } : { email: '', name: '', deliveryMethod: method };
      dispatch({ type: 'recipientAdded' }, { type: 'formStored', form: { ...form, recipients: [...form.recipients, row] } });
    },
    removeRecipient: (form, index) => {
      if (form.recipients.length <= 1) return;
      dispatch({ type: 'recipientRemoved' }, { type: 'formStored', form: { ...form, recipients: form.recipients.filter((_, i) => i !== index) } });
    },
    selectPayment: (instrument) => dispatch({ type: 'paymentSelected', instrument }),
    addGuestCard: (token, billingAddressToken) => {
      const instrument = guestInstrumentFromCardToken(token);
      if (isRight(instrument)) {
        const s = subject.value;
        set({
          ...s,
          gift: reduce(s.gift, { type: 'guestPaymentAdded', instrument: instrument.right }),
          // A new card answers both a refusal and an expired token.
          buy: s.buy?.status === 'invalid' || s.buy?.status === 'expired' ? undefined : s.buy,
          billingAddressToken,
        });
      }
      return instrument;
    },
    buy: (asMember, options = {}) => {
      const s = subject.value;
      if (s.buy?.status === 'loading') return;
      const form = s.gift.form;
      if (!form) return;
      const payment = paymentOf(s.gift, asMember);
      // The same form and payment is the same purchase: it keeps its request id, so no second order is made.
      const key = JSON.stringify([form, payment]);
      const requestId = retry?.key === key ? retry.requestId : undefined;
      purchase?.unsubscribe();
      purchase = d.buyGift({ form, payment, ...options, ...(requestId ? { requestId } : {}) }).subscribe((b) => {
        const now = subject.value;
        const event = eventForBuyGiftState(b);
        const gift = event ? reduce(now.gift, event) : now.gift;
        if (b.status === 'error') retry = b.retryRequestId ? { requestId: b.retryRequestId, key } : undefined;
        if (b.status === 'ok') retry = undefined;
        set({
          ...now,
          gift,
          buy: b,
          receipt: b.status === 'ok' ? b.value : now.receipt,
          billingAddressToken: gift.guestPaymentInstrument ? now.billingAddressToken : undefined,
        });
      });
    },
    dismissError: () => {
      const s = subject.value;
      set({ ...s, buy: undefined, gift: reduce(s.gift, { type: 'purchaseReset' }) });
    },
    closeDialog: () => {
      const s = subject.value;
      set({ ...s, gift: reduce(s.gift, { type: 'dialogClosed' }) });
    },
    acknowledgeSuccess: () => {
      const s = subject.value;
      if (s.buy?.status === 'ok') set({ ...s, buy: undefined });
    },
    dispose: () => purchase?.unsubscribe(),
  };
};
