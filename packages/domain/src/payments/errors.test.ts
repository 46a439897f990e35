import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { decodeDomainError, domainError, UNEXPECTED_ERROR_MESSAGE } from '../shared/errors';
import { fieldErrorsOf, isPaymentErrorCode, PaymentCodes, paymentErrorMessage } from './errors';

/** A code as it comes from outside: decoded to a payment code or the typed fallback. */
const fromWire = decodeDomainError(isPaymentErrorCode);

const CATALOGUE = ['121000', '121001', '121002', '121017', '121033', '121043', '121044', '121045', '121046', '121048', '121059', '121060', '121061', '121062', '121063', '121065', '121066', '121067', '121068', '121069', '121070', '121071', '121072', '121075', '121076', '123000'];

describe('payment error messages', () => {
  it('lets a server message override the text of every catalogued card and payment code, and only those', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATALOGUE, ...Object.values(PaymentCodes), 'SOMETHING_ELSE'), fc.string({ minLength: 1 }), (code, server) => {
        const withServer = paymentErrorMessage(fromWire(domainError(code, { serverMessage: server })));
        expect(withServer === server).toBe(CATALOGUE.includes(code));
      }),
    );
  });

  it('pins the spec texts and ours', () => {
    const m = (code: string) => paymentErrorMessage(fromWire(domainError(code)));
    for (const c of ['121000', '121001', '121002', '121017']) expect(m(c)).toBe("That card number or security code doesn't look right.");
    expect(m('121063')).toBe('We already received your request, thanks!');
    expect(m('121075')).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(m('123000')).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(m('121044')).toBe('Your credit or debit card may have expired. Check the expiration date or use another card.');
    expect(m('121048')).toBe('This payment method was declined. Choose another payment method.');
    expect(m('121043')).toBe('Something went wrong with this payment method. Choose another payment method.');
    expect(m('121059')).toBe("We couldn't reach the payment provider. Choose another payment method.");
    expect(m(PaymentCodes.BRAND_NOT_ACCEPTED)).toBe('We accept American Express, Discover, Mastercard and Visa.');
    expect(m(PaymentCodes.PAYPAL_ALREADY_LINKED)).toBe('Your PayPal account is already linked.');
    expect(m('HTTP_500')).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(paymentErrorMessage(domainError('HTTP_500'), 'Fallback')).toBe('Fallback');
  });

  it('reads field errors only from validation errors', () => {
    expect(fieldErrorsOf(domainError('VALIDATION_ERROR', { context: { fields: { city: 'Enter a city.', x: 3 } } }))).toEqual({ city: 'Enter a city.' });
    expect(fieldErrorsOf(domainError('121000', { context: { fields: { city: 'x' } } }))).toEqual({});
  });
});
