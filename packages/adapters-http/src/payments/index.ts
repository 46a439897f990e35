// '@crema/adapters-http/payments': the payment ports over HTTP (part 1: the guest card tokenizer).
export { createHttpCardTokenizer } from './card-tokenizer';
