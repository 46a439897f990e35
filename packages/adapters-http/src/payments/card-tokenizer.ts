// The payment provider over HTTP (guest checkout's card): POST the card once to the server's tokenizer, which
// answers token, brand and last four only (decoded; anything more or less is DECODE_ERROR). The card number
// and security code go to the server in this one request and are kept nowhere.
import type { CardTokenizer } from '@crema/domain/payments';
import { TOKENIZE_PATH, TokenizedCardCodec } from '@crema/domain/payments/wire';
import { restValue, type HttpClient } from '../client';
import { paymentsClient } from './typed-client';

export const createHttpCardTokenizer = (client: HttpClient): CardTokenizer => ({
  tokenize: (cmd) =>
    restValue(paymentsClient(client), {
      method: 'POST',
      path: TOKENIZE_PATH,
      body: {
        cardNumber: cmd.cardNumber,
        expiry: { month: cmd.expiry.month, year: cmd.expiry.year },
        securityCode: cmd.securityCode,
        ...(cmd.postalCode !== undefined ? { postalCode: cmd.postalCode } : {}),
        allowedBrands: cmd.allowedBrands,
      },
      decoder: TokenizedCardCodec,
    }),
});
