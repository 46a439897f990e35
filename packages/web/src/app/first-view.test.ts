// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APP_KEY_PREFIX } from '../browser/storage-keys';
import { mayHydrateFirstView } from './first-view';

const storageOf = (entries: Record<string, string>): Storage => {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (i: number) => keys[i] ?? null, getItem: (k: string) => entries[k] ?? null } as Storage;
};
const rootWith = (rendered: boolean): Element => {
  const el = document.createElement('div');
  if (rendered) el.setAttribute('data-first-view', '');
  return el;
};

describe('mayHydrateFirstView', () => {
  it('hydrates a rendered view for a device with nothing of the app and no fragment', () => {
    expect(mayHydrateFirstView(rootWith(true), '', [() => storageOf({ other: '1' }), () => undefined])).toBe(true);
  });

  it('never hydrates an empty root or a URL with a fragment; storage the browser refuses counts as empty', () => {
    expect(mayHydrateFirstView(rootWith(false), '', [])).toBe(false);
    expect(mayHydrateFirstView(rootWith(true), '#details', [])).toBe(false);
    const refused = () => {
      throw new Error('SecurityError');
    };
    expect(mayHydrateFirstView(rootWith(true), '', [refused])).toBe(true);
  });

  it("draws the page itself whenever either storage holds any of the app's keys", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), fc.string(), fc.boolean(), (others, suffix, inSession) => {
        const ours = { ...others, [`${APP_KEY_PREFIX}${suffix}`]: 'x' };
        const stores = inSession ? [() => storageOf(others), () => storageOf(ours)] : [() => storageOf(ours), () => storageOf(others)];
        expect(mayHydrateFirstView(rootWith(true), '', stores)).toBe(false);
      }),
    );
  });
});
