import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { PickupMessages } from './messages';
import {
  curbsideBanner,
  curbsideStatus,
  customerArrival,
  isValidParkingSpot,
  parkingSpots,
  parsePickupQuery,
  pickupOptionsFor,
  stallCount,
  validateParkingSpot,
} from './rules';
import { arbStore, testPickupStore } from './test-arbitraries';

const store = testPickupStore;

describe('pickup options (properties)', () => {
  it('always offers in-store, first', () => {
    fc.assert(fc.property(arbStore, (s) => {
      expect(pickupOptionsFor(s)[0]).toMatchObject({ kind: 'inStore', code: '16' });
    }));
  });

  it('offers drive-thru exactly for drive-thru stores', () => {
    fc.assert(fc.property(arbStore, (s) => {
      expect(pickupOptionsFor(s).some((o) => o.code === 'DT')).toBe(s.pickUpOptions.includes('DT'));
    }));
  });

  it('offers curbside exactly when check-in is supported and curbside is available', () => {
    fc.assert(fc.property(arbStore, (s) => {
      const offered = pickupOptionsFor(s).some((o) => o.code === 'CX');
      expect(offered).toBe(s.checkInSupported && s.curbsideAvailability === 'AVAILABLE');
      expect(offered).toBe(curbsideStatus(s) === 'available');
    }));
  });

  it('shows the closed banner exactly when check-in is supported and curbside is closed', () => {
    fc.assert(fc.property(arbStore, (s) => {
      expect(curbsideBanner(s)).toBe(s.checkInSupported && s.curbsideAvailability === 'CLOSED' ? 'Curbside pickup is closed right now.' : undefined);
    }));
  });
});

describe('parking spots (properties)', () => {
  it('offers spots 1..stallQuantity, or 1..4 without a usable stallQuantity', () => {
    fc.assert(fc.property(arbStore, (s) => {
      const q = s.stallQuantity;
      const n = q !== undefined && Number.isInteger(q) && q > 0 ? q : 4;
      expect(stallCount(s)).toBe(n);
      expect(parkingSpots(s)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    }));
  });

  it('accepts exactly the offered spots', () => {
    fc.assert(fc.property(arbStore, fc.oneof(fc.integer({ min: -3, max: 35 }), fc.double({ noNaN: true, min: -3, max: 35 }), fc.constant(undefined)), (s, spot) => {
      const valid = isValidParkingSpot(spot, s);
      expect(valid).toBe(spot !== undefined && parkingSpots(s).includes(spot));
      expect(validateParkingSpot(spot, s)).toEqual(valid ? { _tag: 'Right', right: spot } : { _tag: 'Left', left: 'Select your parking spot' });
    }));
  });

  it('uses the default stall quantity of 4', () => {
    expect(parkingSpots(store())).toEqual([1, 2, 3, 4]);
    expect(isValidParkingSpot(5, store())).toBe(false);
    expect(isValidParkingSpot(8, store({ stallQuantity: 8 }))).toBe(true);
    expect(isValidParkingSpot(0, store({ stallQuantity: 8 }))).toBe(false);
  });
});

describe('query parameters (properties)', () => {
  const value = fc.string({ maxLength: 12 });
  it('reads back what was encoded (trimmed, blank as absent), with platform defaulting to web', () => {
    fc.assert(fc.property(value, value, value, fc.constantFrom('ios', 'android', 'web', 'IOS', 'tv', ''), (store, token, name, platform) => {
      const search = `?store=${encodeURIComponent(store)}&orderToken=${encodeURIComponent(token)}&firstName=${encodeURIComponent(name)}&platform=${platform}`;
      const q = parsePickupQuery(search);
      const norm = (s: string) => (s.trim() === '' ? undefined : s.trim());
      expect(q.storeNumber).toBe(norm(store));
      expect(q.orderToken).toBe(norm(token));
      expect(q.firstName).toBe(norm(name));
      expect(q.platform).toBe(['ios', 'android', 'web'].includes(platform.toLowerCase()) ? platform.toLowerCase() : 'web');
    }));
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      expect(['ios', 'android', 'web']).toContain(parsePickupQuery(s).platform);
    }));
  });

  it('parses a real link', () => {
    expect(parsePickupQuery('?store=10003&orderToken=tok%2F1&firstName=Avery+Q&platform=ios&store=99')).toEqual({
      storeNumber: '10003',
      orderToken: 'tok/1',
      firstName: 'Avery Q',
      platform: 'ios',
    });
    expect(parsePickupQuery('')).toEqual({ platform: 'web' });
    expect(parsePickupQuery('firstName=%E0%A4%A')).toEqual({ firstName: '%E0%A4%A', platform: 'web' });
  });
});

describe('customer arrival', () => {
  it('carries the curbside code, store, token, name and stall', () => {
    expect(customerArrival(store(), { storeNumber: '10003', orderToken: 't', firstName: 'Avery', platform: 'web' }, 2)).toEqual({
      pickUpOption: 'CX',
      storeNumber: '10003',
      orderToken: 't',
      displayName: 'Avery',
      stallNumber: 2,
    });
    expect(customerArrival(store(), { platform: 'web' }, 1)).toEqual({ pickUpOption: 'CX', storeNumber: '10003', stallNumber: 1 });
  });

  it('pins the spec messages', () => {
    expect(PickupMessages.checkInFailed).toBe('Something went wrong on our end. If you have placed an order, park in curbside pick up.');
    expect(PickupMessages.curbsideUnavailable).toBe(
      'Curbside is not available right now. Head to the entryway or drive-thru to pick up your order. See you soon!',
    );
    expect(PickupMessages.curbsideClosed).toBe('Curbside pickup is closed right now.');
    expect(PickupMessages.selectParkingSpot).toBe('Select your parking spot');
  });
});
