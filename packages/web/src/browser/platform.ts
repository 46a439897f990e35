// The browser's implementations of the domain's time, id and session-storage ports.
import { readStoredSession, type Clock, type IdGenerator } from '@crema/domain';
import type { SessionStore } from '@crema/domain/auth';
import { appKey } from './storage-keys';

export const systemClock: Clock = { now: () => Date.now() };

export const browserIds: IdGenerator = {
  next: (prefix = 'id') => `${prefix}-${crypto.randomUUID()}`,
};

const SESSION_KEY = appKey('session');

export const createLocalSessionStore = (storage: Storage = localStorage): SessionStore => ({
  load: () => {
    try {
      const raw = storage.getItem(SESSION_KEY);
      // Malformed, forged or expired copies are dropped; the server's answer (verify) has the last word.
      return raw ? readStoredSession(JSON.parse(raw), Date.now()) : undefined;
    } catch {
      return undefined;
    }
  },
  save: (s) => {
    try {
      storage.setItem(SESSION_KEY, JSON.stringify(s));
    } catch {
      // Storage full or blocked (private mode): the session lasts for this page; the server keeps its own.
    }
  },
  changes: (listener) => {
    const onStorage = (e: StorageEvent) => {
      // key null: the other tab cleared this storage, the session with it.
      if (e.key === null ? e.storageArea !== storage : e.key !== SESSION_KEY) return;
      let next: unknown;
      try {
        next = e.newValue ? JSON.parse(e.newValue) : undefined;
      } catch {
        next = undefined;
      }
      listener(readStoredSession(next, Date.now()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
});
