// The browser's implementations of the domain's time, id and session-storage ports.
import type { Clock, IdGenerator, Session } from '@crema/domain';
import type { SessionStore } from '@crema/domain/auth';

export const systemClock: Clock = { now: () => Date.now() };

export const browserIds: IdGenerator = {
  next: (prefix = 'id') => `${prefix}-${crypto.randomUUID()}`,
};

const SESSION_KEY = 'crema.session';

export const createLocalSessionStore = (storage: Storage = localStorage): SessionStore => ({
  load: () => {
    try {
      const raw = storage.getItem(SESSION_KEY);
      return raw ? (JSON.parse(raw) as Session) : undefined;
    } catch {
      return undefined;
    }
  },
  save: (s) => storage.setItem(SESSION_KEY, JSON.stringify(s)),
  changes: (listener) => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === SESSION_KEY) listener(e.newValue ? (JSON.parse(e.newValue) as Session) : undefined);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
});
