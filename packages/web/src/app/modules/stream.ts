// Binds the stream capability's use cases into the container (composition root: adapters chosen here).
// The rewards status card and the scan buttons need the member's Stars and primary card: those use cases
// are bound here under the home page's own tokens, so the home page never waits on other modules.
import type { Container } from 'inversify';
import { makeLoadStream, makeWatchOnboarding } from '@crema/domain/stream';
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
  c.bind(StreamTokens.LoadRewards).toDynamicValue(() =>
    makeLoadRewards({ program, clock: c.get(T.Clock), config: c.get(T.Config) }),
  );
  c.bind(StreamTokens.ListCards).toDynamicValue(() => makeListCards({ ledger }));
  c.bind(StreamTokens.WatchOnboarding).toConstantValue(makeWatchOnboarding());
}
