// '@crema/adapters-http/payments': the payment ports over HTTP: the member's wallet, the address book and the
// payment provider's tokenizer (the server's).
export { createHttpCardTokenizer } from './card-tokenizer';
export { createHttpPaymentMethods } from './payment-methods';
export { createHttpAddresses } from './addresses';
