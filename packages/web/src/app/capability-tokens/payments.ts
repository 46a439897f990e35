// In app/: the payments capability's tokens, read by the payments and cards pages; the composition root owns tokens other features use.
// Typed service identifiers of the payments capability, one per member of the domain's payment use cases
// (the address book, each use case, the guest card tokenizer ordering and gifting use too). Bound in
// app/modules/payments.ts (which alone picks the adapters); pages reach them with useService after
// useCapability('payments').
import type { PaymentUseCases } from '@crema/domain/payments';
import { tokensOf } from './tokens-of';

export const PaymentTokens = tokensOf<PaymentUseCases>('payments');
