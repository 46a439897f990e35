// Binds the payments capability's use cases into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';
import { makePaymentUseCases } from '@crema/domain/payments';
import { T } from '../tokens';
import { bindUseCases } from '../capability-tokens/tokens-of';

export default async function bindPayments(c: Container): Promise<void> {
  const { paymentMethods, addresses, tokenizer } = await c.get(T.Backend).payments();
  const session = c.get(T.Session);
  bindUseCases(c, 'payments', makePaymentUseCases({ paymentMethods, addresses, tokenizer, clock: c.get(T.Clock), config: c.get(T.Config), session: () => session.current() }));
}
