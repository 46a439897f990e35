// Spec section 4 "Scan-to-pay barcode": fetch, then success or error; on error the card number is shown as
// text (in blocks of 4, spec section 9) under 'Barcode is temporarily down'.
import type { BarcodePayload } from './model';
import { CardMessages } from './messages';
import { groupInBlocks } from './rules';

export type BarcodeState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'loading'; readonly cardNumber: string; readonly numberText: string }
  | { readonly phase: 'ready'; readonly cardNumber: string; readonly numberText: string; readonly payload: BarcodePayload }
  | { readonly phase: 'error'; readonly cardNumber: string; readonly numberText: string; readonly message: string };

export type BarcodeEvent =
  | { readonly type: 'fetch'; readonly cardNumber: string }
  | { readonly type: 'succeeded'; readonly payload: BarcodePayload }
  | { readonly type: 'failed' }
  | { readonly type: 'close' };

export const initialBarcodeState: BarcodeState = { phase: 'idle' };

export const barcodeReducer = (s: BarcodeState, e: BarcodeEvent): BarcodeState => {
  switch (e.type) {
    case 'fetch':
      return { phase: 'loading', cardNumber: e.cardNumber, numberText: groupInBlocks(e.cardNumber) };
    case 'succeeded':
      return s.phase === 'loading' ? { phase: 'ready', cardNumber: s.cardNumber, numberText: s.numberText, payload: e.payload } : s;
    case 'failed':
      return s.phase === 'loading'
        ? { phase: 'error', cardNumber: s.cardNumber, numberText: s.numberText, message: CardMessages.barcodeDown }
        : s;
    case 'close':
      return initialBarcodeState;
  }
};
