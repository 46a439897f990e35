// Binds the cards capability's use cases into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';
import { makeCardUseCases } from '@crema/domain/cards';
import { T } from '../tokens';
import { bindUseCases } from '../capability-tokens/tokens-of';

export default async function bindCards(c: Container): Promise<void> {
  const { ledger } = await c.get(T.Backend).cards();
  // Money actions get their idempotency key from the ids port, once per action.
  bindUseCases(c, 'cards', makeCardUseCases(c.isBound(T.Ids) ? { ledger, ids: c.get(T.Ids) } : { ledger }));
}
