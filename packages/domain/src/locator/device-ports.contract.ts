// Conformance suites of the locator's device ports: RecentPlaces (the last place searched on this device),
// SavedLocatorView (this tab's last locator view) and DevicePosition (the visitor's position). Run against the browser adapters (localStorage; the
// Geolocation and Permissions APIs over a stand-in device) and against the domain's in-memory stand-ins and
// test doubles. What an implementation cannot stand for (text in its medium, a refusing medium, a device
// that asks) is tested only where its fixture provides it.
import { describe, expect, it, vi } from 'vitest';
import { firstValueFrom, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { DomainError } from '../shared/errors';
import type { Coordinates, RememberedPlace } from './model';
import type { DevicePosition, RecentPlaces, SavedLocatorView } from './ports';

export interface RecentPlacesFixture {
  /** RecentPlaces over this fixture's medium, as a visit opens it (calling it again: the next visit). */
  open(): RecentPlaces;
  /** Where the medium holds text: writes `raw` where the place is kept (an old version, a hand edit). */
  plant?(raw: string): void;
  /** RecentPlaces over a medium that refuses to read and to write (full, or blocked by the browser). */
  refusing?(): RecentPlaces;
}

const seattle: RememberedPlace = { placeName: 'Seattle, WA', coordinates: { latitude: 47.6062, longitude: -122.3321 } };
/** After a geocode fallback only the name is known. */
const byNameOnly: RememberedPlace = { placeName: 'Ballard' };

const answerOf = async <T>(o: Observable<Either<DomainError, T>>): Promise<Either<DomainError, T>> => firstValueFrom(o);

export const describeRecentPlacesContract = (name: string, make: () => RecentPlacesFixture): void => {
  describe(`RecentPlaces contract: ${name}`, () => {
    it('remembers no place before one was searched', async () => {
      expect(await answerOf(make().open().last())).toEqual({ _tag: 'Right', right: undefined });
    });

    it('gives back, in this visit and the next, the place remembered last, whole, with or without coordinates', async () => {
      const f = make();
      const visit = f.open();
      expect(await answerOf(visit.remember(seattle))).toEqual({ _tag: 'Right', right: undefined });
      expect(await answerOf(visit.last())).toEqual({ _tag: 'Right', right: seattle });
      expect(await answerOf(f.open().last())).toEqual({ _tag: 'Right', right: seattle });
      await answerOf(visit.remember(byNameOnly));
      expect(await answerOf(f.open().last())).toEqual({ _tag: 'Right', right: byNameOnly });
    });

    it('keeps one place only: the last remembered replaces the one before', async () => {
      const f = make();
      const portland: RememberedPlace = { placeName: 'Portland, OR', coordinates: { latitude: 45.5152, longitude: -122.6784 } };
      for (const place of [seattle, byNameOnly, portland]) await answerOf(f.open().remember(place));
      expect(await answerOf(f.open().last())).toEqual({ _tag: 'Right', right: portland });
    });

    it('reads what it cannot trust as no place, never as an error nor with coordinates off the globe', async (ctx) => {
      const f = make();
      if (f.plant === undefined) return ctx.skip('the medium holds no text');
      const unreadable = ['{"placeName":', 'null', '7', '[]', '{}', '{"placeName":""}', '{"placeName":"   "}', '{"placeName":3}', '"Seattle"'];
      for (const raw of unreadable) {
        f.plant(raw);
        expect(await answerOf(f.open().last()), raw).toEqual({ _tag: 'Right', right: undefined });
      }
      const offTheGlobe = [
        { latitude: 91, longitude: 0 },
        { latitude: 0, longitude: -181 },
        { latitude: '47.6', longitude: -122.3 },
        { latitude: 47.6 },
      ];
      for (const coordinates of offTheGlobe) {
        const raw = JSON.stringify({ placeName: 'Seattle', coordinates });
        f.plant(raw);
        const r = await answerOf(f.open().last());
        expect(r._tag, raw).toBe('Right');
        expect(r._tag === 'Right' ? r.right?.coordinates : 'error', raw).toBeUndefined();
      }
    });

    it('over a medium that refuses: answers no place, and an error for a place it could not keep, never a throw', async (ctx) => {
      const f = make();
      if (f.refusing === undefined) return ctx.skip('the medium never refuses');
      const places = f.refusing();
      const kept = await answerOf(places.remember(seattle));
      expect(kept._tag === 'Left' && typeof kept.left.code).toBe('string');
      expect(await answerOf(places.last())).toEqual({ _tag: 'Right', right: undefined });
    });
  });
};

/** The device a DevicePosition runs on, as its fixture sets it up. */
export interface LocationDevice {
  /** The location permission before anything is asked. */
  readonly permission: 'granted' | 'prompt' | 'denied';
  /** What the visitor says when asked. */
  readonly answer: 'allow' | 'refuse';
  /**
   * What the device reports once allowed: a fix; 'unavailable' (no signal: an error at once); 'slow' (no
   * answer until the asker's own time limit runs out); 'none' (the device has no geolocation at all).
   */
  readonly fix: Coordinates | 'unavailable' | 'slow' | 'none';
}

export interface DevicePositionFixture {
  /** A DevicePosition on `device`; `prompts()` counts the times the visitor was asked. */
  on(device: LocationDevice): { readonly position: DevicePosition; prompts(): number };
  /** The devices this implementation can stand on (default: every one); the others' cases are skipped. */
  covers?(device: LocationDevice): boolean;
}

const here: Coordinates = { latitude: 47.6097, longitude: -122.3425 };

/** How long the port may take to give up on a slow device ("too slow to come"). */
export const DEVICE_POSITION_PATIENCE_MS = 60_000;

interface PositionCase {
  readonly what: string;
  readonly device: LocationDevice;
  readonly ifGranted: Coordinates | undefined;
  readonly current: Coordinates | undefined;
  /** Prompts by current() (ifGranted() never prompts). */
  readonly currentPrompts: number;
}

const POSITION_CASES: readonly PositionCase[] = [
  { what: 'location already allowed', device: { permission: 'granted', answer: 'refuse', fix: here }, ifGranted: here, current: here, currentPrompts: 0 },
  { what: 'not yet asked; the visitor allows', device: { permission: 'prompt', answer: 'allow', fix: here }, ifGranted: undefined, current: here, currentPrompts: 1 },
  { what: 'not yet asked; the visitor refuses', device: { permission: 'prompt', answer: 'refuse', fix: here }, ifGranted: undefined, current: undefined, currentPrompts: 1 },
  { what: 'location refused before', device: { permission: 'denied', answer: 'allow', fix: here }, ifGranted: undefined, current: undefined, currentPrompts: 0 },
  { what: 'allowed, but no position to be had', device: { permission: 'granted', answer: 'allow', fix: 'unavailable' }, ifGranted: undefined, current: undefined, currentPrompts: 0 },
  { what: 'allowed, but the position is too slow to come', device: { permission: 'granted', answer: 'allow', fix: 'slow' }, ifGranted: undefined, current: undefined, currentPrompts: 0 },
  { what: 'a device without geolocation', device: { permission: 'prompt', answer: 'allow', fix: 'none' }, ifGranted: undefined, current: undefined, currentPrompts: 0 },
];

/**
 * The one answer of `o`, with the clock moved on by the port's patience: an answer that never comes, comes
 * twice or comes as an error fails the test.
 */
const positionOf = async (o: Observable<Coordinates | undefined>): Promise<Coordinates | undefined> => {
  const seen: (Coordinates | undefined)[] = [];
  let completed = false;
  let failure: unknown;
  vi.useFakeTimers();
  try {
    const sub = o.subscribe({ next: (c) => seen.push(c), error: (e: unknown) => (failure = e ?? 'an error'), complete: () => (completed = true) });
    await vi.advanceTimersByTimeAsync(DEVICE_POSITION_PATIENCE_MS);
    sub.unsubscribe();
  } finally {
    vi.useRealTimers();
  }
  expect(failure, 'an error instead of an answer').toBeUndefined();
  expect(seen, 'exactly one answer').toHaveLength(1);
  expect(completed, 'done after the answer').toBe(true);
  return seen[0];
};

export const describeDevicePositionContract = (name: string, fixture: DevicePositionFixture): void => {
  describe(`DevicePosition contract: ${name}`, () => {
    const covered = (c: PositionCase): boolean => fixture.covers?.(c.device) ?? true;

    describe.each(POSITION_CASES)('$what', (c) => {
      it.skipIf(!covered(c))('ifGranted() never asks, and answers the position only where location is already allowed', async () => {
        const d = fixture.on(c.device);
        expect(await positionOf(d.position.ifGranted())).toEqual(c.ifGranted);
        expect(d.prompts()).toBe(0);
      });

      it.skipIf(!covered(c))('current() asks if need be, and answers the position, or undefined when refused, unavailable or too slow', async () => {
        const d = fixture.on(c.device);
        expect(await positionOf(d.position.current())).toEqual(c.current);
        expect(d.prompts()).toBe(c.currentPrompts);
      });
    });

    it.skipIf(!covered(POSITION_CASES[1] as PositionCase))('after the visitor allowed it once, ifGranted() answers too, still without asking again', async () => {
      const d = fixture.on({ permission: 'prompt', answer: 'allow', fix: here });
      expect(await positionOf(d.position.current())).toEqual(here);
      expect(await positionOf(d.position.ifGranted())).toEqual(here);
      expect(d.prompts()).toBe(1);
    });
  });
};

export interface SavedLocatorViewFixture {
  /** SavedLocatorView over this fixture's medium, as a page opens it (calling it again: the next page of the tab). */
  open(): SavedLocatorView;
  /** SavedLocatorView over a medium that refuses to read and to write. */
  refusing?(): SavedLocatorView;
}

export const describeSavedLocatorViewContract = (name: string, make: () => SavedLocatorViewFixture): void => {
  describe(`SavedLocatorView contract: ${name}`, () => {
    it('keeps no view before one was saved', () => {
      expect(make().open().saved()).toBe('');
    });

    it('gives back the view saved last, on this page and the next', () => {
      const f = make();
      const page = f.open();
      page.save('place=Seattle&map=47.6,-122.3,12');
      expect(page.saved()).toBe('place=Seattle&map=47.6,-122.3,12');
      f.open().save('features=DT');
      expect(f.open().saved()).toBe('features=DT');
      expect(page.saved()).toBe('features=DT');
    });

    it('over a medium that refuses: saving fails quietly and no view is kept', (ctx) => {
      const f = make();
      if (f.refusing === undefined) return ctx.skip('the medium never refuses');
      const view = f.refusing();
      expect(() => view.save('place=Seattle')).not.toThrow();
      expect(view.saved()).toBe('');
    });
  });
};
