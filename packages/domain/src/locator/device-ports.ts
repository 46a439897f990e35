// In-memory stand-ins for the two device ports of the opening rule, for channels without a browser (and
// tests): a remembered place that lasts as long as the object, and a device that never gives its position.
import { of } from 'rxjs';
import { right } from 'fp-ts/Either';
import type { RememberedPlace } from './model';
import type { DevicePosition, RecentPlaces } from './ports';

export const createMemoryRecentPlaces = (initial?: RememberedPlace): RecentPlaces => {
  let place = initial;
  return {
    last: () => of(right(place)),
    remember: (p) => {
      place = p;
      return of(right(undefined));
    },
  };
};

export const NO_DEVICE_POSITION: DevicePosition = { ifGranted: () => of(undefined), current: () => of(undefined) };
