// Generated stores carry contact details of their own place: a US store's ZIP code and phone area code
// belong to its state (to its city, or the big city it lies next to), a Canadian store's postal code starts
// with its province's letter, and elsewhere the country's postal shape and calling code.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadLocatorWorld, type LocatorWorld } from './locator-world';
import { US_CITY_NUMBERING, US_STATE_NUMBERING } from './contact-numbers';
import { MARKETS } from './markets';
import { DEMO_STORES } from './store-catalog';
import { buildStore } from './store-details';

const NOW = Date.UTC(2026, 10, 22, 18, 30);
let world: LocatorWorld;
let byCountry: (countryCode: string) => number[];
beforeAll(async () => {
  world = await loadLocatorWorld();
  const c = world.catalog;
  byCountry = (countryCode) => Array.from({ length: c.count }, (_, i) => i).filter((i) => c.places[c.place[i] ?? 0]?.countryCode === countryCode);
});

const AREA = /^\((\d{3})\) 555-01\d{2}$/;

describe('the ZIP and area code table', () => {
  it('gives every state its own ZIP prefixes and area codes, and each big city some of its state\'s', () => {
    const zipOwner = new Map<string, string>();
    const areaOwner = new Map<string, string>();
    for (const [state, { zip, area }] of Object.entries(US_STATE_NUMBERING)) {
      expect(zip.length).toBeGreaterThan(0);
      expect(area.length).toBeGreaterThan(0);
      for (const z of zip) expect([z, zipOwner.get(z) ?? state]).toEqual([z, state]);
      for (const a of area) expect([a, areaOwner.get(a) ?? state]).toEqual([a, state]);
      zip.forEach((z) => zipOwner.set(z, state));
      area.forEach((a) => areaOwner.set(a, state));
    }
    expect(Object.keys(US_STATE_NUMBERING)).toHaveLength(51);
    for (const [key, city] of Object.entries(US_CITY_NUMBERING)) {
      const state = US_STATE_NUMBERING[key.split('|')[0] ?? ''];
      expect(city.zip.every((z) => state?.zip.includes(z))).toBe(true);
      expect(city.area.every((a) => state?.area.includes(a))).toBe(true);
    }
  });

  it('knows real ones', () => {
    expect(US_STATE_NUMBERING.WA?.zip).toContain('981');
    expect(US_STATE_NUMBERING.WA?.area).toContain('206');
    expect(US_STATE_NUMBERING.TX?.zip).toContain('767');
    expect(US_STATE_NUMBERING.WA?.zip).not.toContain('767');
    expect(US_CITY_NUMBERING['IL|Chicago']).toEqual({ zip: ['606'], area: ['312', '773', '872'] });
  });
});

describe('contact details of generated stores', () => {
  it("every US store's ZIP prefix and phone area code belong to its state (and to its city where the table names it)", () => {
    const us = byCountry('US');
    expect(us.length).toBeGreaterThan(10_000);
    fc.assert(
      fc.property(fc.constantFrom(...us), (i) => {
        const s = buildStore(world.catalog, i, NOW);
        const state = s.address.countrySubdivisionCode ?? '';
        const own = US_CITY_NUMBERING[`${state}|${s.address.city}`] ?? US_STATE_NUMBERING[state];
        expect(s.address.postalCode).toMatch(/^\d{5}$/);
        expect(s.address.postalCode.endsWith('00')).toBe(false);
        expect(US_STATE_NUMBERING[state]?.zip).toContain(s.address.postalCode.slice(0, 3));
        expect(own?.zip).toContain(s.address.postalCode.slice(0, 3));
        const area = AREA.exec(s.phoneNumber)?.[1];
        expect(US_STATE_NUMBERING[state]?.area).toContain(area);
        expect(own?.area).toContain(area);
        expect(s.address.lines[1]).toBe(`${s.address.city}, ${state} ${s.address.postalCode}`);
      }),
      { numRuns: 400 },
    );
  });

  it('numbers a suburb like the big city next to it, and a town far from any like none of its state\'s big cities', () => {
    const numbersOf = (city: string, state: string) => {
      const i = byCountry('US').find((k) => world.catalog.places[world.catalog.place[k] ?? 0]?.name === city && buildStore(world.catalog, k, NOW).address.countrySubdivisionCode === state);
      const s = i === undefined ? undefined : buildStore(world.catalog, i, NOW);
      return s === undefined ? undefined : [s.address.postalCode.slice(0, 3), AREA.exec(s.phoneNumber)?.[1]];
    };
    expect(numbersOf('Berkeley', 'CA')).toEqual(['946', '510']);
    expect(numbersOf('Redmond', 'WA')).toEqual(['980', '425']);
    const [zip, area] = numbersOf('Yakima', 'WA') ?? [];
    expect(['980', '981', '984', '992']).not.toContain(zip);
    expect(['360', '564']).toContain(area);
  });

  it("gives the demo member's Seattle stores 981xx ZIP codes and 206 numbers", () => {
    DEMO_STORES.forEach((_, i) => {
      const s = buildStore(world.catalog, i, NOW);
      expect(s.address.postalCode).toMatch(/^981\d\d$/);
      expect(s.phoneNumber).toMatch(/^\(206\) 555-01\d\d$/);
    });
  });

  it("starts a Canadian store's postal code with its province's letter and uses a Canadian area code", () => {
    const letters: Readonly<Record<string, string>> = { AB: 'T', BC: 'V', MB: 'R', NB: 'E', NL: 'A', NS: 'B', ON: 'KLMNP', PE: 'C', QC: 'GHJ', SK: 'S', YT: 'Y', NT: 'X', NU: 'X' };
    const us = new Set(Object.values(US_STATE_NUMBERING).flatMap((n) => n.area));
    fc.assert(
      fc.property(fc.constantFrom(...byCountry('CA')), (i) => {
        const s = buildStore(world.catalog, i, NOW);
        expect(s.address.postalCode).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
        expect(letters[s.address.countrySubdivisionCode ?? '']).toContain(s.address.postalCode[0]);
        expect(us.has(AREA.exec(s.phoneNumber)?.[1] ?? '206')).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it("keeps the national postal shape and calling code elsewhere, without a trunk 0 after the calling code", () => {
    const elsewhere = Array.from({ length: world.catalog.count }, (_, i) => i).filter((i) => {
      const cc = world.catalog.places[world.catalog.place[i] ?? 0]?.countryCode;
      return cc !== 'US' && cc !== 'CA' && cc !== 'PR';
    });
    fc.assert(
      fc.property(fc.constantFrom(...elsewhere), (i) => {
        const s = buildStore(world.catalog, i, NOW);
        const market = MARKETS[s.address.countryCode];
        const shape = new RegExp(`^${(market?.postal ?? '').replace(/9/g, '\\d').replace(/A/g, '[A-Z]')}$`);
        expect(s.address.postalCode).toMatch(shape);
        expect(s.phoneNumber).toMatch(new RegExp(`^\\+${market?.callingCode ?? ''} [1-9]\\d \\d{4} \\d{4}$`));
      }),
      { numRuns: 200 },
    );
  });
});
