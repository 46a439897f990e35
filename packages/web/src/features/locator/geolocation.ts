// 'Find locations near me': the browser's position, or undefined when it is refused, unavailable or slow.
import type { Coordinates } from '@crema/domain/locator';

/** Our choice: give up after 10 s, accept a fix up to 1 minute old. */
const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 };

export const locateBrowser = (done: (position: Coordinates | undefined) => void): void => {
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
