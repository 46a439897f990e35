// The two channels of the server's web build (issue #28), read from its Vite manifest: the customer app's own
// files (its entry, every page chunk and style sheet of src/ outside the store screen) and the store screen's
// (its entry and style sheet). Chunks of packages both use (React, rxjs, the domain) belong to neither.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly css?: readonly string[];
}

const STORE_ENTRY = 'store/index.html';

export interface Channels {
  /** '/assets/index-….js', '/assets/MenuPage-….js', '/assets/index-….css', ... */
  readonly customer: ReadonlySet<string>;
  /** '/assets/store-screen-….js' and its sheet. */
  readonly store: ReadonlySet<string>;
}

export const readChannels = (dist = 'packages/web/dist-http'): Channels => {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<string, ManifestChunk>;
  const filesOf = (c: ManifestChunk): string[] => [c.file, ...(c.css ?? [])].map((f) => `/${f}`);
  const customer = Object.entries(manifest).filter(([key, c]) => key === 'index.html' || (c.src?.startsWith('src/') === true && !c.src.startsWith('src/store-screen/')));
  const store = manifest[STORE_ENTRY];
  if (store === undefined) throw new Error(`the web build has no ${STORE_ENTRY}: build it with node scripts/build-if-changed.mjs web`);
  return { customer: new Set(customer.flatMap(([, c]) => filesOf(c))), store: new Set(filesOf(store)) };
};

/** The paths of the scripts and style sheets this document loaded (its resource timing: cached ones too). */
export const loadedFiles = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => /\.(js|css)$/.test(p)),
  );
