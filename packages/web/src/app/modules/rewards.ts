// Binds the rewards capability's use cases into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';
import { catchError, map, of, take } from 'rxjs';
import { makeLoadRewards } from '@crema/domain/rewards';
import { primaryCard } from '@crema/domain/cards';
import { createFakeLoyaltyProgram } from '@crema/adapters-fake/rewards';
import { createFakeCardLedger } from '@crema/adapters-fake/cards';
import { FakeBackendToken } from '../container';
import { T } from '../tokens';
import { RewardsTokens, type PrimaryCardLookup } from '../../features/rewards/tokens';

export default function bindRewards(c: Container): void {
  c.bind(RewardsTokens.LoadRewards).toDynamicValue((ctx) =>
    makeLoadRewards({ program: createFakeLoyaltyProgram(ctx.get(FakeBackendToken)), clock: ctx.get(T.Clock), config: ctx.get(T.Config) }),
  );
  c.bind(RewardsTokens.PrimaryCard).toDynamicValue((ctx): PrimaryCardLookup => {
    const ledger = createFakeCardLedger(ctx.get(FakeBackendToken));
    // Only a link target: any failure leaves the scan button on /account/cards.
    return () =>
      ledger.list().pipe(
        take(1),
        map((r) => (r._tag === 'Right' ? primaryCard(r.right)?.cardId : undefined)),
        catchError(() => of(undefined)),
      );
  });
}
