// The gift's guest card step: one state for the card token and the billing address token, the address
// sent only for a card the provider took, with the card's postal code taken from the address.
import { describe, it, expect } from 'vitest';
import { concat, of } from 'rxjs';
import { failed, loading, ok, type AsyncState } from '../shared/async-state';
import { domainError } from '../shared/errors';
import { EMPTY_BILLING_ADDRESS, PaymentCodes, type BillingAddressForm, type GuestCardEntry, type GuestCardToken, type PaymentError } from '../payments';
import { makeAddGiftGuestCard } from './add-guest-card';
import { collect } from './test-support';

const token: GuestCardToken = { token: 'tok-1', brand: 'visa', lastFour: '4242', tokenAcquiredTimestamp: 1 };
const address: BillingAddressForm = { ...EMPTY_BILLING_ADDRESS, postalCode: '98101' };
const input = { card: { cardNumber: '4242424242424242', expiry: { month: 12, year: 2030 }, securityCode: '123' }, address };

const setup = (card: AsyncState<GuestCardToken, PaymentError>, addressAnswer: AsyncState<{ readonly addressToken: string }, PaymentError>) => {
  const tokenized: GuestCardEntry[] = [];
  const addresses: BillingAddressForm[] = [];
  const add = makeAddGiftGuestCard({
    tokenize: (c) => {
      tokenized.push(c);
      return concat(of(loading<GuestCardToken, PaymentError>()), of(card));
    },
    addAddress: (a) => {
      addresses.push(a);
      return concat(of(loading<{ readonly addressToken: string }, PaymentError>()), of(addressAnswer));
    },
  });
  return { states: collect(add(input)), tokenized, addresses };
};

describe('makeAddGiftGuestCard', () => {
  it('gives the card token with the billing address token, pending until both answered', () => {
    const { states, tokenized, addresses } = setup(ok(token), ok({ addressToken: 'addr-1' }));
    expect(states).toEqual([loading(), loading(), ok({ card: token, addressToken: 'addr-1' })]);
    expect(tokenized[0]?.postalCode).toBe('98101');
    expect(addresses).toEqual([address]);
  });

  it("stops at the provider's refusal: no address is sent", () => {
    const refusal = failed<GuestCardToken, PaymentError>(domainError(PaymentCodes.REJECTED), 'Check your card.');
    const { states, addresses } = setup(refusal, ok({ addressToken: 'addr-1' }));
    expect(states.at(-1)).toEqual(failed(domainError(PaymentCodes.REJECTED), 'Check your card.'));
    expect(addresses).toEqual([]);
  });

  it("ends with the address's failure when the address is refused", () => {
    const { states } = setup(ok(token), failed(domainError(PaymentCodes.ADDRESS_NOT_FOUND), 'Check the billing address.'));
    expect(states.at(-1)).toEqual(failed(domainError(PaymentCodes.ADDRESS_NOT_FOUND), 'Check the billing address.'));
  });
});
