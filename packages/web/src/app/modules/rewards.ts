// Binds the rewards capability's use cases into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';
import { catchError, map, of, take } from 'rxjs';
import { createRewardsOverview, makeLoadRewards } from '@crema/domain/rewards';
import { primaryCard } from '@crema/domain/cards';
import { T } from '../tokens';
import { RewardsTokens, type PrimaryCardLookup } from '../capability-tokens/rewards';

export default async function bindRewards(c: Container): Promise<void> {
  const backend = c.get(T.Backend);
  const [{ program }, { ledger }] = await Promise.all([backend.rewards(), backend.cards()]);
  c.bind(RewardsTokens.LoadRewards).toDynamicValue((ctx) =>
    makeLoadRewards({ program, clock: ctx.get(T.Clock), config: ctx.get(T.Config) }),
  );
  c.bind(RewardsTokens.PrimaryCard).toDynamicValue((): PrimaryCardLookup => {
    // Only a link target: any failure leaves the scan button on /account/cards.
    return () =>
      ledger.list().pipe(
        take(1),
        map((r) => (r._tag === 'Right' ? primaryCard(r.right)?.cardId : undefined)),
        catchError(() => of(undefined)),
      );
  });
  c.bind(RewardsTokens.CreateOverview).toDynamicValue((ctx) => {
    const loadRewards = ctx.get(RewardsTokens.LoadRewards);
    const primaryCardId = ctx.get(RewardsTokens.PrimaryCard);
    return () => createRewardsOverview({ loadRewards, primaryCardId });
  });
}
