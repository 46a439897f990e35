// The browser's SessionStore: the SessionStore contract over localStorage, in two tabs of one origin (a
// write in one tab fires 'storage' in the other only, as a browser does), and the browser's own details.
import { describe, expect, it } from 'vitest';
import { describeSessionStoreContract } from '@crema/domain/auth/contract';
import { createLocalSessionStore } from './platform';
import { refusingStorage } from './test-storage';

/** Where earlier versions kept the session: changing it would sign every member out. */
const SESSION_KEY = 'crema.session';

/** What another tab's write looks like in this tab. */
const storageEventFromOtherTab = (key: string | null, newValue: string | null): StorageEvent =>
  new StorageEvent('storage', { key, newValue, storageArea: localStorage });

/**
 * A tab other than the one the test runs in: its own Storage object over the same data, whose writes fire
 * 'storage' in this tab's window (jsdom has one window: the adapter listens on it).
 */
const otherTabStorage = (): Storage => ({
  get length() {
    return localStorage.length;
  },
  key: (i) => localStorage.key(i),
  getItem: (k) => localStorage.getItem(k),
  clear: () => {
    localStorage.clear();
    window.dispatchEvent(storageEventFromOtherTab(null, null));
  },
  removeItem: (k) => {
    localStorage.removeItem(k);
    window.dispatchEvent(storageEventFromOtherTab(k, null));
  },
  setItem: (k, v) => {
    localStorage.setItem(k, v);
    window.dispatchEvent(storageEventFromOtherTab(k, v));
  },
});

describeSessionStoreContract('localStorage, two tabs', () => {
  localStorage.clear();
  return {
    open: () => createLocalSessionStore(localStorage),
    plant: (raw) => otherTabStorage().setItem(SESSION_KEY, raw),
    otherTab: () => createLocalSessionStore(otherTabStorage()),
    refusing: () => createLocalSessionStore(refusingStorage()),
  };
});

describe('the session in localStorage', () => {
  const signedInAt = Date.now() - 1_000;
  const member = () => ({ kind: 'member' as const, memberId: 'm-1', email: 'a@example.com', firstName: 'Avery', lastName: 'Quinn', signedInAt });

  it('keeps the session under the key earlier versions wrote, as JSON', () => {
    createLocalSessionStore(localStorage).save(member());
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(member());
  });

  it("hears no other key's changes nor another storage cleared, and hears the other tab removing the session or clearing the storage as signed out", () => {
    const heard: unknown[] = [];
    createLocalSessionStore(localStorage).save(member());
    const stop = createLocalSessionStore(localStorage).changes?.((s) => heard.push(s));
    const other = otherTabStorage();
    other.setItem('crema.cart', '{"items":[],"previousItems":[]}');
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null, storageArea: sessionStorage }));
    expect(heard).toEqual([]);
    other.removeItem(SESSION_KEY);
    other.setItem(SESSION_KEY, JSON.stringify(member()));
    other.clear();
    stop?.();
    expect(heard).toEqual([undefined, member(), undefined]);
  });
});
