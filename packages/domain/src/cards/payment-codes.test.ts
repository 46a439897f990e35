import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { domainError, ErrorCodes, UNEXPECTED_ERROR_MESSAGE } from '../shared/errors';
import { ConnectionMessages } from '../shared/connection';
import { PAYMENT_CODES, PAYMENT_ERROR_CONTEXTS, paymentCodeRow, resolvePaymentError, type PaymentErrorContext } from './payment-codes';

const r = (code: string, context: PaymentErrorContext = 'reload', serverMessage?: string) =>
  resolvePaymentError(domainError(code, serverMessage === undefined ? {} : { serverMessage }), context);

const PAYMENT_METHOD = 'Something went wrong with your payment method. Choose a different payment method or try again.';
const PROVIDER = "Our payment provider couldn't process this payment. Choose another payment method.";

describe('card and payment code table (spec section 8)', () => {
  it.each([
    ['121000', "That card number or security code doesn't look right.", 'Try again'],
    ['121001', "That card number or security code doesn't look right.", 'Try again'],
    ['121002', "That card number or security code doesn't look right.", 'Try again'],
    ['121017', "That card number or security code doesn't look right.", 'Try again'],
    ['121005', 'Enter a reload amount.', undefined],
    ['121009', 'Choose an Auto reload amount.', undefined],
    ['121010', 'Choose an Auto reload amount.', undefined],
    ['121023', 'The total on your card cannot exceed $500.', undefined],
    ['121024', 'This is a store credit card. It can only be redeemed in a store.', undefined],
    ['121025', 'Your card balance is too low. Choose a different card.', 'Choose different card'],
    ['121030', "This card isn't active yet. A barista at any of our stores can activate it for you.", undefined],
    ['121032', "There's a problem with this card. It may have been reported lost or stolen. Please contact customer service.", undefined],
    ['121033', "International cards aren't supported.", undefined],
    ['121034', "This card isn't registered yet. Register it to your account to use it.", 'Register this card'],
    ['121035', "There's a problem with this card. Please contact your bank.", undefined],
    ['121036', "That reload amount isn't valid. Choose a different amount.", undefined],
    ['121037', 'This card has been deactivated or closed.', 'Add it back'],
    ['121043', PAYMENT_METHOD, undefined],
    ['121045', PAYMENT_METHOD, undefined],
    ['121046', PAYMENT_METHOD, undefined],
    ['121065', PAYMENT_METHOD, undefined],
    ['121066', PAYMENT_METHOD, undefined],
    ['121070', PAYMENT_METHOD, undefined],
    ['121044', 'Your credit or debit card may have expired. Update it or choose a different payment method.', undefined],
    ['121048', 'Your payment method was declined. Choose another payment method.', undefined],
    ['121059', PROVIDER, undefined],
    ['121060', PROVIDER, undefined],
    ['121061', PROVIDER, undefined],
    ['121067', PROVIDER, undefined],
    ['121071', PROVIDER, undefined],
    ['121072', PROVIDER, undefined],
    ['121062', 'We found a problem with this card. To sort it out, please call customer service.', undefined],
    ['121063', 'We already received your request, thanks!', undefined],
    ['121069', "The card network couldn't process this payment. Please try again later.", undefined],
    ['121075', UNEXPECTED_ERROR_MESSAGE, undefined],
    ['123000', UNEXPECTED_ERROR_MESSAGE, undefined],
    ['122000', 'This card is already registered.', undefined],
    ['INSUFFICIENT_BALANCE', 'Your card balance is too low for this.', undefined],
    ['DIGITAL_CARD_PROVISION_ERROR', UNEXPECTED_ERROR_MESSAGE, undefined],
    ['UNEXPECTED_ERROR', UNEXPECTED_ERROR_MESSAGE, undefined],
  ])('%s: %s', (code, message, label) => {
    const res = r(code);
    expect(res.message).toBe(message);
    expect(res.action?.label).toBe(label);
  });

  it('routes Register this card to /account/cards/add', () => {
    expect(r('121034').action).toEqual({ kind: 'registerCard', label: 'Register this card', target: { page: 'addCard' } });
  });

  it('says the order-specific sentence for INSUFFICIENT_BALANCE when paying an order', () => {
    expect(r('INSUFFICIENT_BALANCE', 'order').message).toBe('Looks like your card balance is too low to complete your order.');
  });

  it('knows 121068 only in the card-add list and 121076 only in the order list', () => {
    expect(r('121068', 'cardAdd').message).toBe(PAYMENT_METHOD);
    expect(r('121076', 'order').message).toBe(PAYMENT_METHOD);
    expect(r('121068', 'order')).toEqual({ message: UNEXPECTED_ERROR_MESSAGE });
    expect(r('121076', 'cardAdd')).toEqual({ message: UNEXPECTED_ERROR_MESSAGE });
    expect(r('121068', 'transfer').action?.label).toBe('Manage card');
  });

  it('answers any other code with the unexpected error, offering Manage card for transfers', () => {
    expect(r('999999', 'reload')).toEqual({ message: UNEXPECTED_ERROR_MESSAGE });
    expect(r('HTTP_500', 'transfer')).toEqual({
      message: UNEXPECTED_ERROR_MESSAGE,
      action: { kind: 'manageCard', label: 'Manage card', target: { page: 'cards' } },
    });
  });

  it('property: a server-provided message overrides the text of a catalogued code, keeping its action', () => {
    const contexts = fc.constantFrom(...PAYMENT_ERROR_CONTEXTS);
    fc.assert(
      fc.property(fc.constantFrom(...PAYMENT_CODES), contexts, fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), (code, ctx, text) => {
        const plain = r(code, ctx);
        const withServer = r(code, ctx, text);
        const scoped = (code === '121068' && ctx !== 'cardAdd') || (code === '121076' && ctx !== 'order');
        expect(paymentCodeRow(code, ctx) === undefined).toBe(scoped);
        expect(withServer.message).toBe(scoped ? UNEXPECTED_ERROR_MESSAGE : text);
        expect(withServer.action).toEqual(plain.action);
      }),
      { numRuns: 200 },
    );
  });

  it('property: every code resolves to a non-empty sentence in every context', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...PAYMENT_ERROR_CONTEXTS), (code, ctx) => r(code, ctx).message.trim().length > 0),
      { numRuns: 200 },
    );
  });

  it('offline, every payment context says it needs a connection; a network failure online stays the unexpected error', () => {
    for (const ctx of PAYMENT_ERROR_CONTEXTS) {
      expect(resolvePaymentError(domainError(ErrorCodes.NETWORK, { context: { offline: true } }), ctx)).toEqual({ message: ConnectionMessages.needsConnection });
      expect(resolvePaymentError(domainError(ErrorCodes.NETWORK), ctx).message).toBe(UNEXPECTED_ERROR_MESSAGE);
    }
  });
});
