// The gift in progress as it is kept across a reload (spec section 4 "Gift form" survives a refresh): the
// form, the recipient count, the chosen payment, the last receipt. Of a guest card only the provider token,
// brand, last four and token time are kept, never the number or security code. What comes back from
// storage is untrusted (an old format, a hand edit), so it is read field by field and anything malformed
// is dropped rather than trusted.
import { isRight } from 'fp-ts/Either';
import { makeGuestPaymentInstrument } from './guest-payment';
import type { GiftForm, GiftReceipt, GuestPaymentInstrument, MemberPaymentSelection } from './model';

export interface GiftDraft {
  readonly form?: GiftForm;
  readonly recipientCount?: number;
  readonly guestPaymentInstrument?: GuestPaymentInstrument;
  readonly selectedPaymentInstrument?: MemberPaymentSelection;
  readonly receipt?: GiftReceipt;
  /** The guest card's single-use billing address token; kept only beside that card. */
  readonly billingAddressToken?: string;
}

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u);
const str = (u: unknown): string => (typeof u === 'string' ? u : '');

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

// A guest card goes back through the same smart constructor as a fresh one: a brand gifting does not take
// or a missing token is no card at all.
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

/** Whatever storage held, as a draft: the fields that read well, nothing else. */
export const readGiftDraft = (raw: unknown): GiftDraft => {
  if (!isRecord(raw)) return {};
  const form = readForm(raw['form']);
  const guest = readGuest(raw['guestPaymentInstrument']);
  const member = readMember(raw['selectedPaymentInstrument']);
  const receipt = readReceipt(raw['receipt']);
  const count = raw['recipientCount'];
  const token = raw['billingAddressToken'];
  return {
    ...(form ? { form } : {}),
    ...(typeof count === 'number' ? { recipientCount: count } : {}),
    ...(guest ? { guestPaymentInstrument: guest } : {}),
    ...(member ? { selectedPaymentInstrument: member } : {}),
    ...(receipt ? { receipt } : {}),
    ...(guest && typeof token === 'string' ? { billingAddressToken: token } : {}),
  };
};
