// The member's wallet over HTTP (the PaymentMethods port): one REST call per method under
// PAYMENT_INSTRUMENTS_PATH (the spec does not show these account actions' paths: ours), each answer decoded with
// the domain's wire codecs (a malformed answer is DECODE_ERROR, never a crash). The member is the session's;
// a card arrives here only as the tokenizer's token, brand and last four.
import type { PaymentMethods } from '@crema/domain/payments';
import { PAYMENT_INSTRUMENTS_PATH, PaymentInstrumentCodec, PaymentInstrumentsCodec } from '@crema/domain/payments/wire';
import { resourcePath, restValue, type HttpClient } from '../client';
import { paymentsClient } from './typed-client';

const instrument = resourcePath(PAYMENT_INSTRUMENTS_PATH);

/** Only the fields a command has (no undefined on the wire). */
const defined = (o: Readonly<Record<string, unknown>>): Record<string, unknown> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

export const createHttpPaymentMethods = (client: HttpClient): PaymentMethods => ({
  list: () => restValue(paymentsClient(client), { method: 'GET', path: PAYMENT_INSTRUMENTS_PATH, decoder: PaymentInstrumentsCodec }),
  addCard: (cmd) =>
    restValue(paymentsClient(client), {
      method: 'POST',
      path: `${PAYMENT_INSTRUMENTS_PATH}/credit-card`,
      body: defined({
        token: cmd.token,
        brand: cmd.brand,
        lastFour: cmd.lastFour,
        expiry: { month: cmd.expiry.month, year: cmd.expiry.year },
        billingAddressId: cmd.billingAddressId,
        nickname: cmd.nickname,
        makeDefault: cmd.makeDefault,
      }),
      decoder: PaymentInstrumentCodec,
    }),
  edit: (cmd) =>
    restValue(paymentsClient(client), {
      method: 'PATCH',
      path: instrument(cmd.paymentInstrumentId),
      body: defined({
        nickname: cmd.nickname,
        expiry: cmd.expiry === undefined ? undefined : { month: cmd.expiry.month, year: cmd.expiry.year },
        billingAddressId: cmd.billingAddressId,
        makeDefault: cmd.makeDefault,
      }),
      decoder: PaymentInstrumentCodec,
    }),
  remove: (id) => restValue(paymentsClient(client), { method: 'DELETE', path: instrument(id), decoder: PaymentInstrumentCodec }),
  setDefault: (id) => restValue(paymentsClient(client), { method: 'POST', path: instrument(id, 'default'), decoder: PaymentInstrumentsCodec }),
  linkPaypal: (cmd) =>
    restValue(paymentsClient(client), {
      method: 'POST',
      path: `${PAYMENT_INSTRUMENTS_PATH}/paypal`,
      body: defined({ accountEmail: cmd.accountEmail, nickname: cmd.nickname, makeDefault: cmd.makeDefault }),
      decoder: PaymentInstrumentCodec,
    }),
});
