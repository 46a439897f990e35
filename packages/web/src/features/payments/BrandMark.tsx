import type { PaymentType } from '@crema/domain/payments';

const MARKS: Readonly<Record<PaymentType, string>> = { visa: 'VISA', mastercard: 'MC', amex: 'AMEX', discover: 'DISC', paypal: 'PayPal', venmo: 'venmo' };

/** A small brand tile beside an instrument; decorative (the brand is written out in the row's text). */
export const BrandMark = ({ type }: { type: PaymentType }) => (
  <span className={`brand-mark brand-mark--${type}`} aria-hidden="true">{MARKS[type]}</span>
);
