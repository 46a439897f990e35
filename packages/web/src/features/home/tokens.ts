// Typed service identifiers of the home stream, bound by app/modules/stream.ts.
import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { AsyncState } from '@crema/domain';
import type { LoadStreamInput, StreamView, makeWatchOnboarding } from '@crema/domain/stream';
import type { LoadRewardsInput, RewardsView } from '@crema/domain/rewards';
import type { CardState, StoredValueCard } from '@crema/domain/cards';

export type LoadStream = (input: LoadStreamInput) => Observable<AsyncState<StreamView>>;
export type LoadRewards = (input: LoadRewardsInput) => Observable<AsyncState<RewardsView>>;
export type ListCards = (previous?: readonly StoredValueCard[]) => Observable<CardState<readonly StoredValueCard[]>>;
export type WatchOnboarding = ReturnType<typeof makeWatchOnboarding>;

export const StreamTokens = {
  LoadStream: Symbol.for('stream.LoadStream') as ServiceIdentifier<LoadStream>,
  /** The rewards status card's Stars (the rewards use case, bound here for the home page). */
  LoadRewards: Symbol.for('stream.LoadRewards') as ServiceIdentifier<LoadRewards>,
  /** The member's cards, for the scan button (primary card) of the mobile actions and the stars card. */
  ListCards: Symbol.for('stream.ListCards') as ServiceIdentifier<ListCards>,
  WatchOnboarding: Symbol.for('stream.WatchOnboarding') as ServiceIdentifier<WatchOnboarding>,
} as const;
