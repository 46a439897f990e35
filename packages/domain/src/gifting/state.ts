// The gift form and purchase transitions of spec section 4, as a pure reducer:
// data stored; purchase pending; success resets the form and the recipient count to 1 and clears the
// guest payment token; error clears pending. A PayPal selection is cleared when more than one recipient
// exists. Guest token expired: reset the token, close the dialog, open the 'add payment again' dialog.
import type { AppConfig } from '../shared/config';
import { clearPaypalForGroup, isGuestPaymentType } from './guest-payment';
import { giftErrorEntry } from './messages';
import type { GiftDialog, GiftForm, GiftLine, GiftState, GuestPaymentInstrument, MemberPaymentSelection, OrderNumber } from './model';
import { filledRecipients } from './rules';
import type { BuyGiftState } from './buy-gift';
import type { GiftingError } from './errors';

export type GiftEvent =
  | { readonly type: 'formStored'; readonly form: GiftForm; readonly egifts?: readonly GiftLine[] }
  | { readonly type: 'recipientAdded' }
  | { readonly type: 'recipientRemoved' }
  | { readonly type: 'paymentSelected'; readonly instrument: MemberPaymentSelection | undefined }
  | { readonly type: 'guestPaymentAdded'; readonly instrument: GuestPaymentInstrument }
  | { readonly type: 'dialogOpened'; readonly dialog: GiftDialog }
  | { readonly type: 'dialogClosed' }
  | { readonly type: 'purchaseRequested' }
  | { readonly type: 'purchaseSucceeded'; readonly orderNumber: OrderNumber }
  | { readonly type: 'purchaseFailed'; readonly error: GiftingError }
  | { readonly type: 'guestPaymentTokenExpired' }
  | { readonly type: 'purchaseReset' };

export const initialGiftState: GiftState = {
  form: undefined,
  recipientCount: 1,
  guestPaymentInstrument: undefined,
  senderName: '',
  senderEmail: '',
  egifts: [],
  selectedPaymentInstrument: undefined,
  purchaseStatus: undefined,
  purchaseError: undefined,
  orderNumber: undefined,
  dialog: undefined,
};

const clamp = (n: number, lo: number, hi: number): number => Math.min(Math.max(n, lo), hi);

/** The number of recipients that exist (filled rows) in the stored form; none once the form is reset. */
export const recipientsInState = (s: GiftState): number => (s.form ? filledRecipients(s.form.recipients).length : 0);

export const createGiftReducer =
  (c: Pick<AppConfig, 'giftRecipientsLimit'>) =>
  (s: GiftState, e: GiftEvent): GiftState => {
    switch (e.type) {
      case 'formStored': {
        const recipients = filledRecipients(e.form.recipients).length;
        return {
          ...s,
          form: e.form,
          senderName: e.form.senderName,
          senderEmail: e.form.senderEmail,
          egifts: e.egifts ?? s.egifts,
          recipientCount: clamp(Math.max(e.form.recipients.length, s.recipientCount), 1, c.giftRecipientsLimit),
          selectedPaymentInstrument: clearPaypalForGroup(s.selectedPaymentInstrument, recipients),
        };
      }
      case 'recipientAdded':
        return { ...s, recipientCount: clamp(s.recipientCount + 1, 1, c.giftRecipientsLimit) };
      case 'recipientRemoved':
        return { ...s, recipientCount: clamp(s.recipientCount - 1, 1, c.giftRecipientsLimit) };
      case 'paymentSelected':
        return { ...s, selectedPaymentInstrument: clearPaypalForGroup(e.instrument, recipientsInState(s)) };
      case 'guestPaymentAdded':
        return isGuestPaymentType(e.instrument.paymentType) ? { ...s, guestPaymentInstrument: e.instrument } : s;
      case 'dialogOpened':
        return { ...s, dialog: e.dialog };
      case 'dialogClosed':
        return { ...s, dialog: undefined };
      case 'purchaseRequested':
        return { ...s, purchaseStatus: 'pending', purchaseError: undefined, orderNumber: undefined };
      case 'purchaseSucceeded':
        // Sender and lines stay for /gift/confirmation; the form, rows and guest token are reset.
        return {
          ...s,
          purchaseStatus: 'success',
          orderNumber: e.orderNumber,
          purchaseError: undefined,
          form: undefined,
          recipientCount: 1,
          guestPaymentInstrument: undefined,
          dialog: undefined,
        };
      case 'purchaseFailed':
        return {
          ...s,
          purchaseStatus: 'error',
          purchaseError: e.error,
          dialog: giftErrorEntry(e.error).action.closesPurchaseModal === true ? undefined : s.dialog,
        };
      case 'guestPaymentTokenExpired':
        return {
          ...s,
          guestPaymentInstrument: undefined,
          purchaseStatus: s.purchaseStatus === 'pending' ? undefined : s.purchaseStatus,
          dialog: 'addPaymentAgain',
        };
      case 'purchaseReset':
        return { ...s, purchaseStatus: undefined, purchaseError: undefined, orderNumber: undefined };
    }
  };

/** The reducer event a makeBuyGift emission stands for, so a view-model can feed one into the other. */
export const eventForBuyGiftState = (b: BuyGiftState): GiftEvent | undefined => {
  switch (b.status) {
    case 'loading':
      return b.phase === 'submitting' ? { type: 'purchaseRequested' } : undefined;
    case 'ok':
      return { type: 'purchaseSucceeded', orderNumber: b.value.orderNumber };
    case 'error':
      return { type: 'purchaseFailed', error: b.error };
    case 'expired':
      return { type: 'guestPaymentTokenExpired' };
    case 'invalid':
      return undefined;
  }
};
