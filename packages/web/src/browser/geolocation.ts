// The browser's DevicePosition: 'Find locations near me' (asks; undefined when refused, unavailable or slow),
// and for the opening rule the position only when location is already allowed (never a prompt).
import { Observable } from 'rxjs';
import type { Coordinates, DevicePosition } from '@crema/domain/locator';

/** Our choice: give up after 10 s, accept a fix up to 1 minute old. */
const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 };

const locateBrowser = (done: (position: Coordinates | undefined) => void): void => {
  const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
  if (geo === undefined) {
    done(undefined);
    return;
  }
  geo.getCurrentPosition(
    (p) => done({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
    () => done(undefined),
    OPTIONS,
  );
};

/** One answer of `locateBrowser`, dropped when the subscriber leaves first. */
const located = (): Observable<Coordinates | undefined> =>
  new Observable<Coordinates | undefined>((sub) => {
    let live = true;
    locateBrowser((c) => {
      if (!live) return;
      sub.next(c);
      sub.complete();
    });
    return () => {
      live = false;
    };
  });

export const browserDevicePosition: DevicePosition = {
  current: located,
  /** Asks the Permissions API first: only 'granted' reads the position; 'prompt' and 'denied' give undefined. */
  ifGranted: () =>
    new Observable<Coordinates | undefined>((sub) => {
      let live = true;
      const finish = (c: Coordinates | undefined) => {
        if (!live) return;
        sub.next(c);
        sub.complete();
      };
      const permissions = typeof navigator !== 'undefined' ? navigator.permissions : undefined;
      if (permissions === undefined || typeof permissions.query !== 'function') {
        finish(undefined);
      } else {
        permissions.query({ name: 'geolocation' }).then(
          (status) => (status.state === 'granted' ? locateBrowser(finish) : finish(undefined)),
          () => finish(undefined),
        );
      }
      return () => {
        live = false;
      };
    }),
};
