// The browser's DevicePosition: the DevicePosition contract over a stand-in device behind navigator.geolocation
// and navigator.permissions, behaving as a browser does (callbacks come later, never in the call; asking for
// the position prompts only while the permission is 'prompt'; a slow fix ends at the caller's own timeout).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { describeDevicePositionContract, type LocationDevice } from '@crema/domain/locator/contract';
import { browserDevicePosition } from './geolocation';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
});

const positionError = (code: 1 | 2 | 3, message: string): GeolocationPositionError =>
  ({ code, message, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;

interface StandIn {
  prompts(): number;
  /** The options of every getCurrentPosition call. */
  readonly asked: (PositionOptions | undefined)[];
}

/** Puts `device` behind the browser's Geolocation and Permissions APIs. */
const standIn = (device: LocationDevice): StandIn => {
  let permission: PermissionState = device.permission;
  let prompts = 0;
  const asked: (PositionOptions | undefined)[] = [];
  const later = (f: () => void, ms = 0) => void setTimeout(f, ms);
  const getCurrentPosition = (ok: PositionCallback, fail?: PositionErrorCallback | null, options?: PositionOptions): void => {
    asked.push(options);
    if (permission === 'prompt') {
      prompts++;
      permission = device.answer === 'allow' ? 'granted' : 'denied';
    }
    const { fix } = device;
    if (permission === 'denied') later(() => fail?.(positionError(1, 'User denied Geolocation')));
    else if (fix === 'unavailable') later(() => fail?.(positionError(2, 'Position unavailable')));
    else if (fix === 'slow') {
      // The fix never comes: only the caller's timeout (Infinity by default) ends the wait.
      const limit = options?.timeout;
      if (limit !== undefined && Number.isFinite(limit)) later(() => fail?.(positionError(3, 'Timeout expired')), limit);
    } else if (fix !== 'none') {
      later(() => ok({ coords: { ...fix, accuracy: 20, altitude: null, altitudeAccuracy: null, heading: null, speed: null }, timestamp: Date.now() } as GeolocationPosition));
    }
  };
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: device.fix === 'none' ? undefined : { getCurrentPosition, watchPosition: () => 0, clearWatch: () => undefined },
  });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: {
      query: (d: PermissionDescriptor) =>
        d.name === 'geolocation' ? Promise.resolve({ name: d.name, state: permission }) : Promise.reject(new TypeError(`no permission ${d.name}`)),
    },
  });
  return { prompts: () => prompts, asked };
};

describeDevicePositionContract('navigator.geolocation and navigator.permissions', {
  on: (device) => ({ position: browserDevicePosition, prompts: standIn(device).prompts }),
});

describe('the browser position', () => {
  const here = { latitude: 47.6097, longitude: -122.3425 };

  it('reads no position where the Permissions API is missing (older browsers): never a prompt to find out', async () => {
    const device = standIn({ permission: 'granted', answer: 'allow', fix: here });
    Reflect.deleteProperty(navigator, 'permissions');
    expect(await firstValueFrom(browserDevicePosition.ifGranted())).toBeUndefined();
    expect(device.asked).toEqual([]);
  });

  it('reads no position where the Permissions API fails', async () => {
    const device = standIn({ permission: 'granted', answer: 'allow', fix: here });
    Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query: () => Promise.reject(new TypeError('geolocation')) } });
    expect(await firstValueFrom(browserDevicePosition.ifGranted())).toBeUndefined();
    expect(device.asked).toEqual([]);
  });

  it('asks for a coarse fix, at most a minute old, and gives up after 10 s', async () => {
    const device = standIn({ permission: 'granted', answer: 'allow', fix: here });
    await firstValueFrom(browserDevicePosition.current());
    expect(device.asked).toEqual([{ enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 }]);
  });

  it('drops an answer that comes after the subscriber left', async () => {
    standIn({ permission: 'granted', answer: 'allow', fix: here });
    const seen = vi.fn();
    browserDevicePosition.current().subscribe(seen).unsubscribe();
    browserDevicePosition.ifGranted().subscribe(seen).unsubscribe();
    await new Promise((r) => setTimeout(r, 10));
    expect(seen).not.toHaveBeenCalled();
  });
});
