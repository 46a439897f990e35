// The gift in progress, shared by /gift/{productNumber}, the guest card page and /gift/confirmation: the
// domain's gift reducer (spec section 4 "Gift form") fed by the form and by makeBuyGift's emissions, plus
// the last purchase state and receipt. It survives a reload through sessionStorage; what it keeps of a
// guest card is the provider token, brand, last four and token time (never the number or security code).
import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import { isRight, type Either } from 'fp-ts/Either';
import type { AppConfig } from '@crema/domain';
import {
  createGiftReducer,
  emptyGiftForm,
  eventForBuyGiftState,
  guestInstrumentFromCardToken,
  initialGiftState,
  makeGuestPaymentInstrument,
  type BuyGiftInput,
  type BuyGiftState,
  type GiftEvent,
  type GiftForm,
  type GiftPayment,
  type GiftReceipt,
  type GiftState,
  type GiftValidationCode,
  type GuestPaymentInstrument,
  type MemberPaymentSelection,
} from '@crema/domain/gifting';

export interface GiftFlowState {
  readonly gift: GiftState;
  /** The latest emission of the current or last purchase; undefined when there is nothing to show. */
  readonly buy: BuyGiftState | undefined;
  /** The last successful purchase, for /gift/confirmation. */
  readonly receipt: GiftReceipt | undefined;
  /** The single-use billing address token of the guest card (kept beside it; see the report). */
  readonly billingAddressToken: string | undefined;
}

export interface GiftFlow {
  readonly state$: Observable<GiftFlowState>;
  current(): GiftFlowState;
  /** The form for this design: the stored one, or a new one that keeps what was typed for another design. */
  formFor(productNumber: string, prefill?: { readonly senderName: string; readonly senderEmail: string }): GiftForm;
  storeForm(form: GiftForm): void;
  addRecipient(form: GiftForm): void;
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
}

export const GIFT_FLOW_STORAGE_KEY = 'crema.gift.flow';

type FlowStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface GiftFlowDeps {
  readonly buyGift: (input: BuyGiftInput) => Observable<BuyGiftState>;
  readonly config: AppConfig;
  readonly storage?: FlowStorage | undefined;
}

interface Persisted {
  readonly form?: GiftForm;
  readonly recipientCount?: number;
  readonly guestPaymentInstrument?: GuestPaymentInstrument;
  readonly selectedPaymentInstrument?: MemberPaymentSelection;
  readonly receipt?: GiftReceipt;
  readonly billingAddressToken?: string;
}

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u);
const str = (u: unknown): string => (typeof u === 'string' ? u : '');

/** A stored form, read defensively: anything malformed is dropped rather than trusted. */
const readForm = (u: unknown): GiftForm | undefined => {
  if (!isRecord(u) || !Array.isArray(u['recipients'])) return undefined;
  const amount = u['amount'];
  const recipients = u['recipients'].filter(isRecord).map((r) => ({
    email: str(r['email']),
    name: str(r['name']),
    ...(typeof r['deliveryMethod'] === 'string' ? { deliveryMethod: r['deliveryMethod'] } : {}),
  }));
  return {
    productNumber: str(u['productNumber']),
    senderName: str(u['senderName']),
    senderEmail: str(u['senderEmail']),
    amount: amount === 'custom' || typeof amount === 'number' ? amount : undefined,
    customAmount: str(u['customAmount']),
    message: str(u['message']),
    recipients: recipients.length > 0 ? recipients : [{ email: '', name: '' }],
  };
};

const readGuest = (u: unknown): GuestPaymentInstrument | undefined => {
  if (!isRecord(u)) return undefined;
  const r = makeGuestPaymentInstrument({
    accountNumberLastFour: str(u['accountNumberLastFour']),
    paymentType: str(u['paymentType']),
    tokenAcquiredTimestamp: typeof u['tokenAcquiredTimestamp'] === 'number' ? u['tokenAcquiredTimestamp'] : Number.NaN,
    paymentInstrumentToken: str(u['paymentInstrumentToken']),
  });
  return isRight(r) ? r.right : undefined;
};

const readMember = (u: unknown): MemberPaymentSelection | undefined =>
  isRecord(u) && typeof u['paymentInstrumentId'] === 'string' && typeof u['paymentType'] === 'string'
    ? (u as unknown as MemberPaymentSelection)
    : undefined;

const readReceipt = (u: unknown): GiftReceipt | undefined =>
  isRecord(u) && typeof u['orderNumber'] === 'string' && Array.isArray(u['egifts']) && isRecord(u['total']) ? (u as unknown as GiftReceipt) : undefined;

const restore = (storage: FlowStorage | undefined, limit: number): GiftFlowState => {
  const empty: GiftFlowState = { gift: initialGiftState, buy: undefined, receipt: undefined, billingAddressToken: undefined };
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(GIFT_FLOW_STORAGE_KEY) ?? 'null');
  } catch {
    return empty;
  }
  if (!isRecord(raw)) return empty;
  const form = readForm(raw['form']);
  const count = typeof raw['recipientCount'] === 'number' ? raw['recipientCount'] : 1;
  const guest = readGuest(raw['guestPaymentInstrument']);
  return {
    gift: {
      ...initialGiftState,
      form,
      senderName: form?.senderName ?? '',
      senderEmail: form?.senderEmail ?? '',
      recipientCount: Math.min(Math.max(1, Math.round(count)), limit),
      guestPaymentInstrument: guest,
      selectedPaymentInstrument: readMember(raw['selectedPaymentInstrument']),
    },
    buy: undefined,
    receipt: readReceipt(raw['receipt']),
    billingAddressToken: guest && typeof raw['billingAddressToken'] === 'string' ? raw['billingAddressToken'] : undefined,
  };
};

const persist = (storage: FlowStorage | undefined, s: GiftFlowState): void => {
  if (!storage) return;
  const p: Persisted = {
    ...(s.gift.form ? { form: s.gift.form } : {}),
    recipientCount: s.gift.recipientCount,
    ...(s.gift.guestPaymentInstrument ? { guestPaymentInstrument: s.gift.guestPaymentInstrument } : {}),
    ...(s.gift.selectedPaymentInstrument ? { selectedPaymentInstrument: s.gift.selectedPaymentInstrument } : {}),
    ...(s.receipt ? { receipt: s.receipt } : {}),
    ...(s.billingAddressToken && s.gift.guestPaymentInstrument ? { billingAddressToken: s.billingAddressToken } : {}),
  };
  try {
    storage.setItem(GIFT_FLOW_STORAGE_KEY, JSON.stringify(p));
  } catch {
    // Storage full or blocked: the gift still works in memory.
  }
};

export const createGiftFlow = (d: GiftFlowDeps): GiftFlow => {
  const reduce = createGiftReducer(d.config);
  const subject = new BehaviorSubject<GiftFlowState>(restore(d.storage, d.config.giftRecipientsLimit));
  let purchase: Subscription | undefined;
  /** The request id to reuse when the very same purchase is retried after a failure that may have reached the server. */
  let retry: { readonly requestId: string; readonly key: string } | undefined;

  const set = (next: GiftFlowState): void => {
    subject.next(next);
    persist(d.storage, next);
  };
  /** Applies reducer events; a change of form or payment retires a refusal ('invalid') that no longer applies. */
  const dispatch = (...events: GiftEvent[]): void => {
    const s = subject.value;
    set({ ...s, gift: events.reduce(reduce, s.gift), buy: s.buy?.status === 'invalid' ? undefined : s.buy });
  };

  const formFor: GiftFlow['formFor'] = (productNumber, prefill) => {
    const stored = subject.value.gift.form;
    if (stored) return stored.productNumber === productNumber ? stored : { ...stored, productNumber };
    const fresh = emptyGiftForm(productNumber, d.config.defaultGiftAmountOption);
    return prefill ? { ...fresh, senderName: prefill.senderName, senderEmail: prefill.senderEmail } : fresh;
  };

  const paymentOf = (s: GiftState, asMember: boolean): GiftPayment | undefined => {
    if (asMember) return s.selectedPaymentInstrument ? { kind: 'member', instrument: s.selectedPaymentInstrument } : undefined;
    return s.guestPaymentInstrument ? { kind: 'guest', instrument: s.guestPaymentInstrument } : undefined;
  };

  return {
    state$: subject.asObservable(),
    current: () => subject.value,
    formFor,
    storeForm: (form) => dispatch({ type: 'formStored', form }),
    addRecipient: (form) => {
      if (form.recipients.length >= d.config.giftRecipientsLimit) return;
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
  };
};
