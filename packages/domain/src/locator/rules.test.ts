import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  autoSelection,
  cutoffKm,
  detailAmenities,
  distanceUnitForLocale,
  emptyTabMessage,
  formatDistance,
  groupByRecommendation,
  isCurbsideAvailable,
  isSubmittableSearch,
  matchesFeatures,
  markerState,
  markerZIndex,
  noResultsMessage,
  resultsForTab,
  shortStoreNumber,
  showsTabs,
  storeHasFeature,
  toLocationResults,
  KM_PER_MILE,
} from './rules';
import { AMENITY_CODES, FILTER_CODES, locationsArb, storeArb, storeLocation, testLocation, testStore } from './test-support';

const codesArb = fc.subarray([...FILTER_CODES]);

describe('filter codes (spec section 5)', () => {
  it('a store matches exactly when every code is present: GC guest ordering, ON open, hrs24, else amenity or pickup code', () => {
    fc.assert(
      fc.property(storeArb, codesArb, (store, codes) => {
        const has = (c: string): boolean =>
          c === 'GC' ? store.guestOrdering : c === 'ON' ? store.open : [...store.amenities, ...store.pickUpOptions].some((a) => a.code === c);
        expect(matchesFeatures(store, codes)).toBe(codes.every(has));
      }),
    );
  });

  it('adding a code never lets more stores through, and no codes lets every store through', () => {
    fc.assert(
      fc.property(fc.array(storeArb, { maxLength: 10 }), codesArb, fc.constantFrom(...FILTER_CODES), (stores, codes, extra) => {
        const before = stores.filter((s) => matchesFeatures(s, codes));
        const after = stores.filter((s) => matchesFeatures(s, [...codes, extra]));
        expect(after.every((s) => before.includes(s))).toBe(true);
        expect(stores.every((s) => matchesFeatures(s, []))).toBe(true);
      }),
    );
  });

  it('reads hrs24 as an amenity, and an unknown code as absent', () => {
    expect(storeHasFeature(testStore({ amenities: [{ code: 'hrs24', name: 'Open 24 hours' }] }), 'hrs24')).toBe(true);
    expect(storeHasFeature(testStore(), 'hrs24')).toBe(false);
    expect(storeHasFeature(testStore(), 'NOPE')).toBe(false);
    expect(storeHasFeature(testStore({ pickUpOptions: [{ code: 'DT', name: 'Drive-thru' }] }), 'DT')).toBe(true);
  });
});

describe('distance', () => {
  it('uses miles for US (and other mile-road) locales, else kilometres', () => {
    expect(distanceUnitForLocale('en-US')).toBe('mi');
    expect(distanceUnitForLocale('es-US')).toBe('mi');
    expect(distanceUnitForLocale('en-GB')).toBe('mi');
    expect(distanceUnitForLocale('fr-FR')).toBe('km');
    expect(distanceUnitForLocale('en-CA')).toBe('km');
    expect(distanceUnitForLocale('de')).toBe('km');
    expect(distanceUnitForLocale('not a locale!')).toBe('km');
  });

  it('is shown to one decimal with its unit', () => {
    expect(formatDistance(1.25, 'mi', 'en-US')).toBe('1.3 mi');
    expect(formatDistance(0.04, 'km', 'en-US')).toBe('0.0 km');
    expect(formatDistance(12, 'km', 'en-GB')).toBe('12.0 km');
    fc.assert(
      fc.property(fc.double({ min: 0, max: 999, noNaN: true }), fc.constantFrom('mi' as const, 'km' as const), (d, unit) => {
        const text = formatDistance(d, unit, 'en-US');
        const m = /^([\d,]+\.\d) (mi|km)$/.exec(text);
        expect(m?.[2]).toBe(unit);
        expect(Math.abs(Number((m?.[1] ?? '').replace(/,/g, '')) - d)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });

  it('drops results farther than 50 in the unit, keeps the rest in order, converting from kilometres', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 200, noNaN: true }), { maxLength: 20 }), fc.constantFrom('mi' as const, 'km' as const), (kms, unit) => {
        const results = toLocationResults(kms.map((distanceKm, i) => storeLocation({ storeNumber: `${10000 + i}-1`, distanceKm })), unit);
        expect(results.every((r) => r.distance <= 50 && r.distanceUnit === unit && !r.favoritePending)).toBe(true);
        expect(results.map((r) => r.store.storeNumber)).toEqual(
          kms.map((d, i) => ({ d, n: `${10000 + i}-1` })).filter(({ d }) => (unit === 'km' ? d : d / KM_PER_MILE) <= 50).map(({ n }) => n),
        );
      }),
    );
    expect(cutoffKm('mi')).toBeCloseTo(80.4672, 4);
    expect(cutoffKm('km')).toBe(50);
  });
});

describe('store numbers and details', () => {
  it('favorites send the number before the dash', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,6}$/), fc.stringMatching(/^\d{1,6}$/), (a, b) => {
        expect(shortStoreNumber(`${a}-${b}`)).toBe(a);
        expect(shortStoreNumber(a)).toBe(a);
      }),
    );
    expect(shortStoreNumber('12345-67890')).toBe('12345');
  });

  it('never lists XO, 16, DT, CX, 17 or CC among the details amenities, and keeps every other in order', () => {
    fc.assert(
      fc.property(storeArb, (store) => {
        const shown = detailAmenities(store).map((a) => a.code);
        expect(shown.some((c) => ['XO', '16', 'DT', 'CX', '17', 'CC'].includes(c))).toBe(false);
        expect(shown).toEqual(store.amenities.map((a) => a.code).filter((c) => !['XO', '16', 'DT', 'CX', '17', 'CC'].includes(c)));
      }),
    );
    expect(AMENITY_CODES.length).toBeGreaterThan(6);
  });

  it('curbside needs the CX option and an available status', () => {
    const cx = [{ code: 'CX', name: 'Curbside' }];
    expect(isCurbsideAvailable(testStore({ pickUpOptions: cx, curbsideAvailability: 'AVAILABLE' }))).toBe(true);
    expect(isCurbsideAvailable(testStore({ pickUpOptions: cx, curbsideAvailability: 'CLOSED' }))).toBe(false);
    expect(isCurbsideAvailable(testStore({ curbsideAvailability: 'AVAILABLE' }))).toBe(false);
  });

  it('does not submit an empty search term', () => {
    expect(isSubmittableSearch('   ')).toBe(false);
    expect(isSubmittableSearch('')).toBe(false);
    expect(isSubmittableSearch(' Seattle ')).toBe(true);
  });
});

describe('recommendations', () => {
  it('groups by reason FAVORITE, USUAL, NEARBY, leaving out empty groups and losing nothing', () => {
    fc.assert(
      fc.property(locationsArb(), (results) => {
        const groups = groupByRecommendation(results);
        const order = ['FAVORITE', 'USUAL', 'NEARBY'];
        expect(groups.map((g) => order.indexOf(g.reason))).toEqual([...groups.map((g) => order.indexOf(g.reason))].sort());
        expect(groups.every((g) => g.results.length > 0 && g.results.every((r) => r.recommendationReason === g.reason))).toBe(true);
        expect(groups.flatMap((g) => g.results).length).toBe(results.length);
      }),
    );
    expect(groupByRecommendation([testLocation({ recommendationReason: 'USUAL' })]).map((g) => g.heading)).toEqual(['Your usual stores']);
  });

  it('auto-selects the first favorite, else the first nearby result', () => {
    fc.assert(
      fc.property(locationsArb(), (results) => {
        const chosen = autoSelection(results);
        const fav = results.find((r) => r.isFavorite);
        const near = results.find((r) => r.recommendationReason === 'NEARBY');
        expect(chosen).toBe((fav ?? near ?? results[0])?.store.storeNumber);
      }),
    );
    const a = testLocation({ storeNumber: '1-1' });
    const b = testLocation({ storeNumber: '2-1', isFavorite: true, recommendationReason: 'FAVORITE' });
    expect(autoSelection([a, b])).toBe('2-1');
    expect(autoSelection([a])).toBe('1-1');
    expect(autoSelection([])).toBeUndefined();
  });

  it('tabs show for signed-in desktop sessions and filter by previous and favorite', () => {
    expect(showsTabs(true, false)).toBe(true);
    expect(showsTabs(true, true)).toBe(false);
    expect(showsTabs(false, false)).toBe(false);
    fc.assert(
      fc.property(locationsArb(), (results) => {
        expect(resultsForTab(results, 'nearby')).toEqual(results);
        expect(resultsForTab(results, 'previous').every((r) => r.isPrevious)).toBe(true);
        expect(resultsForTab(results, 'favorites').length).toBe(results.filter((r) => r.isFavorite).length);
      }),
    );
    expect(emptyTabMessage('previous')?.title).toBe('No previous stores near you');
    expect(emptyTabMessage('favorites')?.title).toBe('No favorite stores near you');
    expect(emptyTabMessage('nearby')).toBeUndefined();
  });
});

describe('no results (spec section 8)', () => {
  it('follows "No stores were found." with the hint for the situation', () => {
    const base = { variant: 'locator' as const, activeFilterCount: 0, nearestNotFound: false };
    expect(noResultsMessage(base)).toEqual({ title: 'No stores were found.', hint: 'Do you want to look further away?', canExpand: true });
    expect(noResultsMessage({ ...base, variant: 'ordering' })).toEqual({ title: 'No stores were found.', hint: 'Try moving the map or zooming out.', canExpand: false });
    expect(noResultsMessage({ ...base, activeFilterCount: 2 })).toEqual({ title: 'No stores were found.', hint: 'Try disabling filters to see more.', canExpand: false });
    expect(noResultsMessage({ ...base, nearestNotFound: true })).toEqual({ title: 'No stores were found.', hint: "We can't find any nearby stores.", canExpand: false });
  });
});

describe('markers', () => {
  it('are selected over highlighted over default, with z-index 11, 12 and 10', () => {
    expect(markerState('1', { selectedStoreNumber: '1', highlightedStoreNumber: '1' })).toBe('selected');
    expect(markerState('1', { highlightedStoreNumber: '1' })).toBe('highlighted');
    expect(markerState('1', {})).toBe('default');
    expect([markerZIndex('default'), markerZIndex('selected'), markerZIndex('highlighted')]).toEqual([10, 11, 12]);
  });
});
