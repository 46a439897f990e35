// The payment provider's test cards: numbers to try it with, and the ones it accepts as valid cards but
// declines. Pure data: each backend checks numbers with its own provider.

/**
 * Card numbers for trying the payment provider (any future expiry; security code 3 digits, 4 for amex).
 * Accepted by card-validator and by us: the four brands. Valid numbers of other brands are refused with
 * CARD_BRAND_NOT_ACCEPTED (guests and members alike: we take only these four brands).
 */
export const TEST_CARDS = {
  visa: ['4111111111111111', '4242424242424242'],
  mastercard: ['5555555555554444', '5105105105105100', '2223003122003222'],
  amex: ['378282246310005', '371449635398431'],
  discover: ['6011111111111117', '6011000990139424'],
  /** Valid numbers of brands we refuse. */
  refused: { jcb: '3530111333300000', unionpay: '6200000000000005', dinersClub: '30569309025904' },
  /** A Luhn failure: 'That card number or security code doesn't look right.' */
  invalid: '4111111111111112',
} as const;

/** Test numbers the provider accepts as valid cards but then declines (spec code 121048). */
export const DECLINED_TEST_CARDS: readonly string[] = ['4000000000000002'];
