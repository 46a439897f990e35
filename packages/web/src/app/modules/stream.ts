// Binds the stream capability's use cases into the container (composition root: adapters chosen here).
// The rewards status card and the scan buttons need the member's Stars and primary card: those use cases
// are bound here under the home page's own tokens, so the home page never waits on other modules.
import type { Container } from 'inversify';
import { makeLoadStream, makeWatchOnboarding } from '@crema/domain/stream';
import { makeLoadRewards } from '@crema/domain/rewards';
import { makeListCards } from '@crema/domain/cards';
import { createFakeStreamFeed } from '@crema/adapters-fake/stream';
import { createFakeLoyaltyProgram } from '@crema/adapters-fake/rewards';
import { createFakeCardLedger } from '@crema/adapters-fake/cards';
import { FakeBackendToken } from '../container';
import { T } from '../tokens';
import { StreamTokens } from '../../features/home/tokens';

export default function bindStream(c: Container): void {
  const backend = () => c.get(FakeBackendToken);
  c.bind(StreamTokens.LoadStream).toDynamicValue(() =>
    makeLoadStream({ feed: createFakeStreamFeed(backend()), clock: c.get(T.Clock), config: c.get(T.Config) }),
  );
  c.bind(StreamTokens.LoadRewards).toDynamicValue(() =>
    makeLoadRewards({ program: createFakeLoyaltyProgram(backend()), clock: c.get(T.Clock), config: c.get(T.Config) }),
  );
  c.bind(StreamTokens.ListCards).toDynamicValue(() => makeListCards({ ledger: createFakeCardLedger(backend()) }));
  c.bind(StreamTokens.WatchOnboarding).toConstantValue(makeWatchOnboarding());
}
