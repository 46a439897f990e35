// The locator's world: the gazetteer and the store catalog, loaded and generated once, on first use (in the
// browser the gazetteer chunk is fetched only then). Shared by every caller passing the same loader.
import { decodeGazetteer, defaultGazetteerLoader, type GazetteerLoader } from './gazetteer-data';
import { createGazetteer, type Gazetteer } from './gazetteer';
import { DEFAULT_STORE_COUNT, STORE_SEED, generateCatalog, type StoreCatalog } from './store-catalog';

export interface LocatorWorld {
  readonly gazetteer: Gazetteer;
  readonly catalog: StoreCatalog;
}

export interface LocatorWorldOptions {
  /** Where the gazetteer comes from (default: the committed data/gazetteer.json by dynamic import). */
  readonly loadGazetteer?: GazetteerLoader;
  readonly storeCount?: number;
  readonly seed?: number;
}

const worlds = new WeakMap<GazetteerLoader, Map<string, Promise<LocatorWorld>>>();

/** The world for these options: built once, then shared (a failed load is retried on the next call). */
export const loadLocatorWorld = (o: LocatorWorldOptions = {}): Promise<LocatorWorld> => {
  const loader = o.loadGazetteer ?? defaultGazetteerLoader;
  const key = `${o.storeCount ?? DEFAULT_STORE_COUNT}|${o.seed ?? STORE_SEED}`;
  let byKey = worlds.get(loader);
  if (byKey === undefined) {
    byKey = new Map();
    worlds.set(loader, byKey);
  }
  const cached = byKey.get(key);
  if (cached !== undefined) return cached;
  const building = loader().then((raw) => {
    const places = decodeGazetteer(raw);
    return {
      gazetteer: createGazetteer(places),
      catalog: generateCatalog(places, {
        ...(o.storeCount !== undefined ? { storeCount: o.storeCount } : {}),
        ...(o.seed !== undefined ? { seed: o.seed } : {}),
      }),
    };
  });
  byKey.set(key, building);
  building.catch(() => byKey.delete(key));
  return building;
};
