import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom, toArray } from 'rxjs';
import { makeConfig, domainError, type Session } from '../shared';
import { isZoomedOutTooFar } from './map-rules';
import { COUNTRY_VIEWS, defaultMapView, makeChooseOpening, memberStoreToOpenOn } from './opening';
import { guest, member, stubPorts, storeLocation, testStore } from './test-support';

const config = makeConfig({ locale: 'en-US' });
const seattle = { latitude: 47.60621, longitude: -122.33207 };
const portland = { latitude: 45.51523, longitude: -122.67838 };

const choose = (p: ReturnType<typeof stubPorts>, session: Session = member) => firstValueFrom(makeChooseOpening({ ...p, config, session: () => session })().pipe(toArray()));

describe('where the locator opens without a map or place in its URL', () => {
  it('1. the last place searched on this device', async () => {
    const p = stubPorts({ position: seattle });
    p.recentPlaces.place = { placeName: 'Portland, OR, United States', coordinates: portland };
    p.preference.record = { storeNumber: '10001-1', storeConfirmationTimestamp: 0, userConfirmed: true };
    expect(await choose(p)).toEqual([{ kind: 'place', place: { placeName: 'Portland, OR, United States', coordinates: portland } }]);
    expect(p.calls).toEqual(['recentPlaces.last']);
  });

  it('2. else the store chosen on this device, then the member\'s first favorite, then their latest previous store', async () => {
    const selected = storeLocation({ storeNumber: '10001-1', store: testStore({ storeNumber: '10001-1', coordinates: seattle }) });
    const p = stubPorts({ locations: [selected], recommended: [storeLocation({ storeNumber: '20002-1', isFavorite: true })] });
    p.preference.record = { storeNumber: '10001-1', storeConfirmationTimestamp: 0, userConfirmed: true };
    expect(await choose(p)).toEqual([{ kind: 'store', source: 'selected', storeNumber: '10001-1', coordinates: seattle }]);
    expect(p.calls).toEqual(['recentPlaces.last', 'preference.get', 'stores.byNumber:10001-1']);

    const favorite = storeLocation({ store: testStore({ storeNumber: '20002-1', coordinates: portland }), isFavorite: true, recommendationReason: 'FAVORITE' });
    const previous = storeLocation({ store: testStore({ storeNumber: '30003-1', coordinates: seattle }), isPrevious: true, recommendationReason: 'USUAL' });
    const m = stubPorts({ recommended: [previous, favorite], position: seattle });
    expect(await choose(m)).toEqual([{ kind: 'store', source: 'favorite', storeNumber: '20002-1', coordinates: portland }]);
    const onlyPrevious = stubPorts({ recommended: [previous] });
    expect(await choose(onlyPrevious)).toMatchObject([{ kind: 'store', source: 'previous', storeNumber: '30003-1' }]);
  });

  it('a guest is never asked for member stores; a failing source is skipped, not fatal', async () => {
    const g = stubPorts({ recommended: [storeLocation({ isFavorite: true })], position: portland });
    expect(await choose(g, guest)).toEqual([{ kind: 'position', coordinates: portland }]);
    expect(g.calls).not.toContain('recommended.forMember');

    const broken = stubPorts({ position: seattle });
    broken.failNext('recentPlaces.last', domainError('HTTP_500', { status: 500 }));
    broken.failNext('preference.get', domainError('HTTP_500', { status: 500 }));
    broken.failNext('recommended.forMember', domainError('HTTP_500', { status: 500 }));
    expect(await choose(broken)).toEqual([{ kind: 'position', coordinates: seattle }]);
  });

  it('3. else the position, only when already allowed; 4. else the country view, never a world map', async () => {
    const p = stubPorts();
    const [opening] = await choose(p);
    expect(opening).toEqual({ kind: 'default', view: COUNTRY_VIEWS.US });
    expect(p.calls).toEqual(['recentPlaces.last', 'preference.get', 'recommended.forMember', 'position.ifGranted']);
  });

  it('the default view is the locale\'s country, else the home country; always a country\'s zoom, not the world\'s', () => {
    expect(defaultMapView('en-GB')).toEqual(COUNTRY_VIEWS.GB);
    expect(defaultMapView('fr')).toEqual(COUNTRY_VIEWS.FR);
    expect(defaultMapView('pt-BR')).toEqual(COUNTRY_VIEWS.US);
    expect(defaultMapView('not a locale')).toEqual(COUNTRY_VIEWS.US);
    fc.assert(
      fc.property(fc.string(), (locale) => {
        const v = defaultMapView(locale);
        // A country view: zoomed in past the world (3) yet still too far out to list stores (the prompt says so).
        expect(v.zoom).toBeGreaterThanOrEqual(4);
        expect(isZoomedOutTooFar(v.zoom)).toBe(true);
      }),
    );
  });

  it('a member\'s store to open on: the first favorite wherever it is listed, else the first previous', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ fav: fc.boolean(), prev: fc.boolean() }), { maxLength: 8 }), (flags) => {
        const list = flags.map((f, i) => storeLocation({ storeNumber: `${10000 + i}-1`, isFavorite: f.fav, isPrevious: f.prev }));
        const pick = memberStoreToOpenOn(list);
        const fav = flags.findIndex((f) => f.fav);
        const prev = flags.findIndex((f) => f.prev);
        if (fav >= 0) expect(pick).toEqual({ location: list[fav], source: 'favorite' });
        else if (prev >= 0) expect(pick).toEqual({ location: list[prev], source: 'previous' });
        else expect(pick).toBeUndefined();
      }),
    );
  });
});
