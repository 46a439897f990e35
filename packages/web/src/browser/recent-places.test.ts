// The browser's RecentPlaces: the RecentPlaces contract over localStorage (a visit is a new adapter over the
// same storage), and the browser's own details.
import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { describeRecentPlacesContract } from '@crema/domain/locator/contract';
import { createLocalRecentPlaces, RECENT_PLACE_KEY } from './recent-places';
import { refusingStorage } from './test-storage';

describeRecentPlacesContract('localStorage', () => {
  localStorage.clear();
  return {
    open: () => createLocalRecentPlaces(localStorage),
    plant: (raw) => localStorage.setItem(RECENT_PLACE_KEY, raw),
    refusing: () => createLocalRecentPlaces(refusingStorage()),
  };
});

describe('the last place in localStorage', () => {
  it('keeps the name of a place whose stored coordinates are off the globe', async () => {
    localStorage.setItem(RECENT_PLACE_KEY, JSON.stringify({ placeName: 'Seattle', coordinates: { latitude: 91, longitude: 0 } }));
    expect(await firstValueFrom(createLocalRecentPlaces(localStorage).last())).toEqual({ _tag: 'Right', right: { placeName: 'Seattle' } });
  });

  it('works without storage (no window): answers no place, whatever it was told', async () => {
    const places = createLocalRecentPlaces(undefined);
    await firstValueFrom(places.remember({ placeName: 'Seattle' }));
    expect(await firstValueFrom(places.last())).toEqual({ _tag: 'Right', right: undefined });
  });
});
