// Fake StreamFeed: the member stream (signed in) and the unauthenticated guest stream. A test or the
// browser can make the server answer 206 (coupon service down: coupons missing) or 304 (no items).
import { isLeft, right, type Either } from 'fp-ts/Either';
import { isStreamErrorCode, type StreamAnswer, type StreamAnswerStatus, type StreamError, type StreamFeed, type StreamItem, type StreamQuery } from '@crema/domain/stream';
import { guestItems, onboardingCard, seedItemsFor, starsExpiringCard } from '@crema/catalog/stream';
import type { FakeBackend, Table } from '../backend';
import { readStarsAccount } from '../rewards';
import { completedTasks } from './onboarding-table';

/** Operation names, as the fault-injection control knows them. */
export const StreamOperations = {
  getStreamItems: 'getStreamItems',
  getUnauthStreamItems: 'getUnauthStreamItems',
} as const;

interface StreamTableState {
  readonly members: Readonly<Record<string, readonly StreamItem[]>>;
  readonly guest: readonly StreamItem[];
  readonly answerStatus: StreamAnswerStatus;
}

export const STREAM_TABLE = 'stream.items';

const streamTable = (backend: FakeBackend): Table<StreamTableState> =>
  backend.table<StreamTableState>(STREAM_TABLE, () => ({ members: {}, guest: guestItems(backend.clock.now()), answerStatus: 200 }));

/** Makes the fake server answer 200, 206 (partial: coupons missing) or 304 (nothing) until changed. */
export const setStreamAnswerStatus = (backend: FakeBackend, status: StreamAnswerStatus): void => {
  streamTable(backend).update((t) => ({ ...t, answerStatus: status }));
};

/** The member's static cards, seeded on first request. */
const memberStaticItems = (backend: FakeBackend, memberId: string): readonly StreamItem[] => {
  const existing = streamTable(backend).read().members[memberId];
  if (existing) return existing;
  const seeded = seedItemsFor(memberId, backend.clock.now());
  streamTable(backend).update((t) => ({ ...t, members: { ...t.members, [memberId]: seeded } }));
  return seeded;
};

const answer = (backend: FakeBackend, q: StreamQuery, items: readonly StreamItem[]): StreamAnswer => {
  const status = streamTable(backend).read().answerStatus;
  const requested = items.filter((i) => q.streamItemTypes.includes(i.type));
  if (status === 304) return { status, items: [] };
  if (status === 206) return { status, items: requested.filter((i) => i.type !== 'coupon') };
  return { status, items: requested };
};

export const createFakeStreamFeed = (backend: FakeBackend): StreamFeed => ({
  getStreamItems: (q) =>
    q.audience === 'guest'
      ? backend.typed(isStreamErrorCode).call(StreamOperations.getUnauthStreamItems, () => right(answer(backend, q, streamTable(backend).read().guest)))
      : backend.typed(isStreamErrorCode).call(StreamOperations.getStreamItems, (): Either<StreamError, StreamAnswer> => {
          const member = backend.typed(isStreamErrorCode).requireMember();
          if (isLeft(member)) return member;
          const id = member.right;
          const items = [...memberStaticItems(backend, id), onboardingCard(completedTasks(backend, id)), starsExpiringCard(readStarsAccount(backend, id), backend.clock.now())];
          return right(answer(backend, q, items));
        }),
});
