// Model run: favorite toggles through the use case, the reducer and the fake server, with injected
// failures mid-flow. A failed toggle must restore the prior value on screen and leave the server as it was.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { lastValueFrom, toArray } from 'rxjs';
import { createManualClock, makeConfig, type Session } from '@crema/domain';
import {
  favoriteToggleEvent,
  initialLocatorState,
  makeSearchStores,
  makeToggleFavorite,
  reduceLocator,
  shortStoreNumber,
  type LocationResult,
  type LocatorState,
} from '@crema/domain/locator';
import { NEW_MEMBER } from '@crema/catalog/members';
import { createFakeBackend, type FakeBackend } from '../backend';
import { createFakeLocator, type FakeLocator } from './index';
import { favoriteStoresTable } from './member-stores';
import { LocatorOperations as Ops } from './operations';

const SEATTLE = { latitude: 47.60621, longitude: -122.33207 };
const member: Session = { kind: 'member', memberId: NEW_MEMBER.memberId, email: NEW_MEMBER.email, firstName: 'J', lastName: 'L', signedInAt: 0 };
const guest: Session = { kind: 'guest', guestId: 'g', startedAt: 0, expiresAt: 1e15 };

interface Model {
  readonly favorites: Map<string, boolean>;
}
interface Real {
  readonly backend: FakeBackend;
  readonly locator: FakeLocator;
  state: LocatorState;
}

const find = (s: LocatorState, n: string): LocationResult | undefined => s.locations.find((l) => l.store.storeNumber === n);
const serverFavorites = (r: Real): string[] => [...(favoriteStoresTable(r.backend).read()[NEW_MEMBER.memberId] ?? [])].sort();
const modelFavorites = (m: Model): string[] => [...m.favorites].filter(([, f]) => f).map(([n]) => shortStoreNumber(n)).sort();

const searchSeattle = (r: Real) =>
  lastValueFrom(makeSearchStores({ stores: r.locator.stores, config: makeConfig({ locale: 'en-US' }) })({ target: { coordinates: SEATTLE }, features: [], variant: 'locator', limit: 6 }));

class Toggle implements fc.AsyncCommand<Model, Real> {
  constructor(readonly k: number, readonly fail: boolean) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    const location = r.state.locations[this.k % r.state.locations.length];
    if (location === undefined) throw new Error('no stores listed');
    const n = location.store.storeNumber;
    const prior = m.favorites.get(n) ?? false;
    expect(location.isFavorite).toBe(prior);
    if (this.fail) r.backend.faults.set(prior ? Ops.removeFavoriteStore : Ops.addFavoriteStore, { status: 500, times: 1 });
    const states = await lastValueFrom(makeToggleFavorite({ favorites: r.locator.favorites })({ storeNumber: n, isFavorite: location.isFavorite, session: member }).pipe(toArray()));
    expect(states.map((s) => s.status)).toEqual(['pending', this.fail ? 'rolledBack' : 'confirmed']);
    const [pending, settled] = states;
    if (pending === undefined || settled === undefined) throw new Error('two states expected');
    r.state = reduceLocator(r.state, favoriteToggleEvent(pending));
    expect(find(r.state, n)).toMatchObject({ isFavorite: !prior, favoritePending: true });
    r.state = reduceLocator(r.state, favoriteToggleEvent(settled));
    if (!this.fail) m.favorites.set(n, !prior);
    expect(find(r.state, n)).toMatchObject({ isFavorite: m.favorites.get(n) ?? false, favoritePending: false });
    expect(serverFavorites(r)).toEqual(modelFavorites(m));
  }
  toString = (): string => `Toggle(${this.k}${this.fail ? ', failing' : ''})`;
}

class Refetch implements fc.AsyncCommand<Model, Real> {
  constructor(readonly fail: boolean) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    if (this.fail) r.backend.faults.set(Ops.searchStores, { status: 503, times: 1 });
    const result = await searchSeattle(r);
    if (result.status === 'ok' && result.value.kind === 'results') {
      r.state = reduceLocator(r.state, { type: 'storesSucceeded', locations: result.value.locations, moreResultsAvailable: result.value.moreResultsAvailable });
    } else if (result.status === 'error') {
      r.state = reduceLocator(r.state, { type: 'storesFailed', message: result.message });
    }
    expect(result.status).toBe(this.fail ? 'error' : 'ok');
    for (const l of r.state.locations) expect(l.isFavorite).toBe(m.favorites.get(l.store.storeNumber) ?? false);
  }
  toString = (): string => `Refetch(${this.fail ? 'failing' : 'ok'})`;
}

class GuestToggle implements fc.AsyncCommand<Model, Real> {
  constructor(readonly k: number) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    const location = r.state.locations[this.k % r.state.locations.length];
    if (location === undefined) throw new Error('no stores listed');
    r.backend.setCurrentMember(undefined);
    const states = await lastValueFrom(makeToggleFavorite({ favorites: r.locator.favorites })({ storeNumber: location.store.storeNumber, isFavorite: location.isFavorite, session: guest }).pipe(toArray()));
    const before = r.state;
    r.state = states.map(favoriteToggleEvent).reduce(reduceLocator, r.state);
    expect(r.state.signInDialogOpen).toBe(true);
    expect(r.state.locations).toEqual(before.locations);
    r.state = reduceLocator(r.state, { type: 'signInDialogClosed' });
    r.backend.setCurrentMember(NEW_MEMBER.memberId);
    expect(serverFavorites(r)).toEqual(modelFavorites(m));
  }
  toString = (): string => `GuestToggle(${this.k})`;
}

describe('favorite toggles with injected failures (model run)', () => {
  it('every toggle is optimistic, then confirmed or rolled back to the prior value, matching the server', async () => {
    const commands = fc.commands(
      [
        fc.tuple(fc.nat({ max: 5 }), fc.boolean()).map(([k, fail]) => new Toggle(k, fail)),
        fc.boolean().map((fail) => new Refetch(fail)),
        fc.nat({ max: 5 }).map((k) => new GuestToggle(k)),
      ],
      { maxCommands: 12 },
    );
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        const backend = createFakeBackend({ clock: createManualClock(Date.UTC(2026, 10, 22, 18, 30)) });
        backend.setCurrentMember(NEW_MEMBER.memberId);
        const real: Real = { backend, locator: createFakeLocator(backend), state: initialLocatorState('locator') };
        const first = await searchSeattle(real);
        if (first.status !== 'ok' || first.value.kind !== 'results') throw new Error('Seattle has stores');
        real.state = reduceLocator(real.state, { type: 'storesSucceeded', locations: first.value.locations, moreResultsAvailable: false });
        const model: Model = { favorites: new Map(first.value.locations.map((l) => [l.store.storeNumber, false])) };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
      }),
      { numRuns: 15 },
    );
  });
});
