// Binds the stream capability's use cases and the home stream flow into the container (composition root:
// adapters chosen here). The rewards status card and the scan buttons need the member's Stars and primary
// card: those use cases are built here for the home page's flow, so the home page never waits on other modules.
import type { Container } from 'inversify';
import { createHomeStream, makeLoadStream } from '@crema/domain/stream';
import { makeLoadRewards } from '@crema/domain/rewards';
import { makeListCards } from '@crema/domain/cards';
import { T } from '../tokens';
import { StreamTokens } from '../../features/home/tokens';

export default async function bindStream(c: Container): Promise<void> {
  const backend = c.get(T.Backend);
  const [{ feed }, { program }, { ledger }] = await Promise.all([backend.stream(), backend.rewards(), backend.cards()]);
  c.bind(StreamTokens.LoadStream).toDynamicValue(() =>
    makeLoadStream({ feed, clock: c.get(T.Clock), config: c.get(T.Config) }),
  );
  // Built once: the flows of every visit share the Stars cache.
  const loadRewards = makeLoadRewards({ program, clock: c.get(T.Clock), config: c.get(T.Config) });
  const listCards = makeListCards({ ledger });
  c.bind(StreamTokens.CreateHomeStream).toDynamicValue(() => {
    const loadStream = c.get(StreamTokens.LoadStream);
    return () => createHomeStream({ loadStream, loadRewards, listCards: () => listCards() });
  });
}
