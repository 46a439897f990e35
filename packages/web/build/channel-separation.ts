// The server's build holds two channels (vite.config.ts: two HTML entries): the customer app (index.html) and the
// partner's store screen (store/index.html, sources in src/store-screen/). They may share packages' chunks (React,
// rxjs, the domain, the HTTP adapters), never their own code: the build fails when a chunk the store screen may load
// holds a module of the customer app (src/ outside src/store-screen/) or one of its style sheets, or when a chunk
// the customer app may load (any other entry, and every chunk it imports, at once or lazily) holds one of the store
// screen's. scripts/check-boundaries.mjs refuses the imports that would do it; this checks what was bundled.
import type { Plugin, Rolldown } from 'vite';
import { postBuildPlugin } from './plugin.ts';

type OutputChunk = Rolldown.OutputChunk;

export interface ChannelSeparationOptions {
  /** The store screen's entry name (the key of its HTML input). */
  readonly entry: string;
  /** Its sources, from the project's root ('src/store-screen'). */
  readonly folder: string;
}

/** Every chunk `from` may load: itself, and what it imports, statically or with import(). */
const reachable = (from: readonly OutputChunk[], bundle: Rolldown.OutputBundle): OutputChunk[] => {
  const seen = new Map<string, OutputChunk>();
  const visit = (c: OutputChunk): void => {
    if (seen.has(c.fileName)) return;
    seen.set(c.fileName, c);
    for (const f of [...c.imports, ...c.dynamicImports]) {
      const next = bundle[f];
      if (next?.type === 'chunk') visit(next);
    }
  };
  from.forEach(visit);
  return [...seen.values()];
};

const sheetsOf = (chunks: readonly OutputChunk[]): Set<string> => new Set(chunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));

export const channelSeparation = (o: ChannelSeparationOptions): Plugin =>
  postBuildPlugin('crema:channel-separation', (dirs) => ({
    generateBundle(_options, bundle) {
      const root = dirs().root;
      const own = `${root}/${o.folder}/`;
      const isStoreModule = (id: string): boolean => id.startsWith(own);
      const isCustomerModule = (id: string): boolean => id.startsWith(`${root}/src/`) && !isStoreModule(id);
      const entries = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk' && c.isEntry);
      const store = entries.filter((c) => c.name === o.entry);
      if (store.length === 0) this.error(`crema:channel-separation: no entry named '${o.entry}' in the build`);
      const storeChunks = reachable(store, bundle);
      // Module ids the check does not recognise (another path form) would make it pass blind.
      if (!storeChunks.some((c) => c.moduleIds.some(isStoreModule))) this.error(`crema:channel-separation: no chunk of '${o.entry}' holds a module under ${own}`);
      const customerChunks = reachable(
        entries.filter((c) => c.name !== o.entry),
        bundle,
      );
      const problems = [
        ...storeChunks.flatMap((c) => c.moduleIds.filter(isCustomerModule).map((id) => `the store screen loads ${c.fileName}, which holds the customer app's ${id.slice(root.length + 1)}`)),
        ...customerChunks.flatMap((c) => c.moduleIds.filter(isStoreModule).map((id) => `the customer app may load ${c.fileName}, which holds the store screen's ${id.slice(root.length + 1)}`)),
      ];
      const customerSheets = sheetsOf(customerChunks);
      for (const sheet of sheetsOf(storeChunks)) if (customerSheets.has(sheet)) problems.push(`both channels load the style sheet ${sheet}`);
      if (problems.length > 0) this.error(`crema:channel-separation: the two channels share code of their own:\n  ${problems.join('\n  ')}`);
    },
  }));
