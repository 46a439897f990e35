// The chain's stores, in one place (issue #29): the `stores` table (seeded from the catalog on the first start),
// held in memory as the locator's index and answered by number, in any accepted form ('10003', '10003-39386',
// ' 10003-1 '), at the server's clock. The locator searches the index, ordering takes a store's facts (open by
// its hours in its own time zone, mobile and guest ordering, ...) and the behaviour derived from its number,
// pickup its pickup facts: the same store for all three.
//
// Keeping up with the table. Every statement that changes `stores` counts up `stores_version`, marks the rows it
// writes with that version and sends NOTIFY crema_stores in its own transaction (triggers, migration 0022),
// whoever wrote it: this process, another one, psql. When the version moved, the directory reads the rows changed
// since the version it holds and builds its next index from them and the stores it had (the whole table again
// after a delete). It learns that the version moved in two ways:
//  - LISTEN, at once: on PostgreSQL on a connection of its own (every process hears every other), on PGlite on
//    its one connection (the one process hears itself: bump and reload);
//  - a look at the version every `refreshMs` (CREMA_STORES_REFRESH_MS, 10 s by default; a timer), which holds
//    on every database and covers a notification lost with its connection.
// Answers never wait for the database once the stores are loaded: ordering asks for a store inside its order's
// transaction, and PGlite has one connection (a pool of PostgreSQL connections would run dry the same way).
import type { FastifyInstance } from 'fastify';
import type { Clock } from '@crema/domain';
import type { Store } from '@crema/domain/locator';
import { shortStoreNumber, storeFactsOf, type StoreFacts } from '@crema/domain/ordering';
import { pickupStoreOf, type PickupStore } from '@crema/domain/pickup';
import { deriveStore, type DerivedStore } from '@crema/catalog/ordering';
import { listenerOf, type Db } from '../db/database';
import { createStoreIndex, indexedStoreOf, indexOfStores, type IndexedStore, type StoreIndex } from '../locator/store-index';

/** The channel the stores trigger notifies (migration 0022). */
export const STORES_CHANNEL = 'crema_stores';

/** How often a directory looks at the stores' version: every 10 s unless set. */
export const DEFAULT_STORES_REFRESH_MS = 10_000;
/** The setting's bounds: a change reaches every process within a minute, and a look is one small read. */
export const MIN_STORES_REFRESH_MS = 100;
export const MAX_STORES_REFRESH_MS = 60_000;

/** CREMA_STORES_REFRESH_MS: whole milliseconds from 100 to 60,000; the default otherwise. */
export const storesRefreshMsFromEnv = (env: NodeJS.ProcessEnv = process.env): number => {
  const raw = env.CREMA_STORES_REFRESH_MS;
  const ms = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isSafeInteger(ms) && ms >= MIN_STORES_REFRESH_MS && ms <= MAX_STORES_REFRESH_MS ? ms : DEFAULT_STORES_REFRESH_MS;
};

export interface ServerStore {
  /** The store's facts now, under its full number (whatever form of the number was asked). */
  readonly facts: StoreFacts;
  /** Its ordering behaviour, derived from its full number with the facts above. */
  readonly derived: DerivedStore;
}

/** What a test start may say of a store (a store closing, or no longer taking mobile or guest orders). */
export type StoreFactsPatch = Partial<Pick<StoreFacts, 'open' | 'mobileOrderingAvailability' | 'guestOrdering'>>;

export interface StoreDirectory {
  /** The stores as the table holds them (loaded on first use, then kept up with it): the locator's index. */
  index(): Promise<StoreIndex>;
  /** A store at the server's clock, by any accepted form of its number; undefined for a store the table does not have. */
  store(storeNumber: string): Promise<Store | undefined>;
  /** Ordering's view of a store: its facts now and its derived behaviour. */
  find(storeNumber: string): Promise<ServerStore | undefined>;
  /** Pickup's view of a store now (the domain's pickupStoreOf), under its full number. */
  pickupStore(storeNumber: string): Promise<PickupStore | undefined>;
  /**
   * Test starts only (POST /__test/ordering/store-facts, registered with the test controls): what ordering's
   * facts of a store say from now on, over the table's. Nothing else calls it.
   */
  setFacts(storeNumber: string, patch: StoreFactsPatch): void;
  /** Stops listening and looking; answers come from the stores it has. */
  close(): Promise<void>;
}

export interface StoreDirectoryOptions {
  readonly db: Db;
  readonly clock: Clock;
  /** How often to look at the version (CREMA_STORES_REFRESH_MS when not given). */
  readonly refreshMs?: number;
  /** LISTEN for changes (an app's directory); without it, the version check alone. */
  readonly listen?: boolean;
  /** A failed reload, check or LISTEN: the directory goes on with what it has. */
  readonly onError?: (error: unknown, what: string) => void;
}

/** The stores with `changed` in (a new short number) or in place of the one of its short number, in short-number order. */
const withChanges = (stores: readonly IndexedStore[], changed: readonly IndexedStore[]): IndexedStore[] => {
  const byShort = new Map(stores.map((s) => [s.shortNumber, s]));
  for (const s of changed) byShort.set(s.shortNumber, s);
  return [...byShort.values()].sort((a, b) => (a.shortNumber < b.shortNumber ? -1 : a.shortNumber > b.shortNumber ? 1 : 0));
};

export const createStoreDirectory = (o: StoreDirectoryOptions): StoreDirectory => {
  const refreshMs = o.refreshMs ?? storesRefreshMsFromEnv();
  const onError = o.onError ?? (() => undefined);
  let index: StoreIndex | undefined;
  let first: Promise<StoreIndex> | undefined;
  let reloading: Promise<void> | undefined;
  let readAgain = false;
  /** A version whose rows did not build an index (a doc that is not a store): not read again until the next change. */
  let badVersion: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let checking = false;
  let listening: Promise<(() => Promise<void>) | undefined> | undefined;
  let closed = false;
  const patches = new Map<string, StoreFactsPatch>();

  const versionNow = () => o.db.selectFrom('stores_version').select(['version', 'removed_in']).where('id', '=', 1).executeTakeFirstOrThrow();
  const rows = () => o.db.selectFrom('stores').select(['store_number', 'short_number', 'lat', 'lng', 'doc']);

  // The version is read before the rows: a change committed in between is read again at the next look, never missed.
  const read = async (): Promise<void> => {
    const { version, removed_in: removedIn } = await versionNow();
    const held = index;
    if (held !== undefined && version === held.version) return;
    try {
      if (held === undefined || removedIn > held.version || version < held.version) {
        index = createStoreIndex(await rows().orderBy('short_number').execute(), version);
      } else {
        const changed = await rows().where('changed_in', '>', held.version).execute();
        index = indexOfStores(withChanges(held.stores, changed.map(indexedStoreOf)), version);
      }
      badVersion = undefined;
    } catch (e) {
      badVersion = version;
      throw e;
    }
  };

  /** Reads the table; a change announced while a read runs is read after it (one read at a time). */
  const reload = (): Promise<void> => {
    if (reloading !== undefined) {
      readAgain = true;
      return reloading;
    }
    reloading = (async () => {
      do {
        readAgain = false;
        await read();
      } while (readAgain);
    })().finally(() => {
      reloading = undefined;
    });
    return reloading;
  };

  const check = async (): Promise<void> => {
    const { version } = await versionNow();
    if (index !== undefined && version !== index.version && version !== badVersion) await reload();
  };

  const listen = (): void => {
    const listener = o.listen === true ? listenerOf(o.db) : undefined;
    if (listener === undefined || listening !== undefined) return;
    const heard = (payload: string): void => {
      const version = Number(payload);
      if (closed || index === undefined || !(version > index.version)) return;
      reload().catch((e: unknown) => onError(e, 'reloading the stores'));
    };
    const missed = (): void => {
      if (!closed) check().catch((e: unknown) => onError(e, 'checking the stores'));
    };
    listening = listener(STORES_CHANNEL, heard, missed).catch((e: unknown) => {
      onError(e, 'listening for store changes');
      return undefined;
    });
  };

  /** Looks at the version every refreshMs, one look at a time (a timer that keeps no process alive). */
  const look = (): void => {
    if (timer !== undefined || closed) return;
    timer = setInterval(() => {
      if (checking) return;
      checking = true;
      check()
        .catch((e: unknown) => onError(e, 'checking the stores'))
        .finally(() => {
          checking = false;
        });
    }, refreshMs);
    timer.unref();
  };

  const current = async (): Promise<StoreIndex> => {
    if (index !== undefined) return index;
    // Listening starts before the first read: a change committed after it is heard.
    listen();
    if (first === undefined) {
      const loading = (async () => {
        await listening;
        await reload();
        if (index === undefined) throw new Error('stores: no index');
        look();
        return index;
      })();
      first = loading;
      // A failed first load is tried again on the next call.
      loading.catch(() => {
        if (first === loading) first = undefined;
      });
    }
    return first;
  };

  const storeAt = async (storeNumber: string): Promise<Store | undefined> => {
    const number = storeNumber.trim();
    if (number === '' || number.length > 20) return undefined;
    const stores = await current();
    const i = stores.indexOf(number);
    return i === undefined ? undefined : stores.storeAt(i, o.clock.now());
  };

  return {
    index: current,
    store: storeAt,
    find: async (storeNumber) => {
      const store = await storeAt(storeNumber);
      if (store === undefined) return undefined;
      const facts: StoreFacts = { ...storeFactsOf(store), ...patches.get(shortStoreNumber(store.storeNumber)) };
      return { facts, derived: deriveStore(facts.storeNumber, facts) };
    },
    pickupStore: async (storeNumber) => {
      const store = await storeAt(storeNumber);
      return store === undefined ? undefined : pickupStoreOf(store);
    },
    setFacts: (storeNumber, patch) => {
      const short = shortStoreNumber(storeNumber.trim());
      patches.set(short, { ...patches.get(short), ...patch });
    },
    close: async () => {
      closed = true;
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      const stop = await listening;
      await stop?.();
    },
  };
};

const directories = new WeakMap<FastifyInstance, StoreDirectory>();

/**
 * The app's store directory, which its locator, ordering and pickup share: made by the first of them (with `ctx`),
 * listening for changes, and closed with the app.
 */
export const storeDirectoryOf = (app: FastifyInstance, ctx?: { readonly db: Db; readonly clock: Clock }): StoreDirectory => {
  const known = directories.get(app);
  if (known !== undefined) return known;
  if (ctx === undefined) throw new Error('stores: the app has no store directory yet');
  const made = createStoreDirectory({ db: ctx.db, clock: ctx.clock, listen: true, onError: (err, what) => app.log.error({ err }, `stores: ${what} failed`) });
  directories.set(app, made);
  app.addHook('onClose', async () => made.close());
  return made;
};
