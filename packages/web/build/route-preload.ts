// One index.html per entry page the server knows (the paths below), each preloading what that page renders
// first: its page chunk, the capability module and container it binds, and the adapters it calls, with their
// static imports and styles. The browser then fetches them beside the entry chunk instead of discovering them
// one dynamic import after another. The server answers an exact path with its page
// (.routes/routes.json maps paths to files); any other path gets the plain index.html.
import type { Plugin, Rolldown } from 'vite';
import { jsonAsset, postBuildPlugin } from './plugin.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A path ('/menu') and the modules its first view loads: 'src/...' files of the web package or package specifiers. */
export type RoutePreloads = Readonly<Record<string, readonly string[]>>;

export const ROUTES_DIR = '.routes';

const isChunk = (o: OutputBundle[string] | undefined): o is OutputChunk => o?.type === 'chunk';

const fileNameFor = (path: string): string => (path === '/' ? 'home.html' : `${path.replace(/^\//, '').replace(/\//g, '_')}.html`);

export const routePreload = (routes: RoutePreloads): Plugin =>
  postBuildPlugin('crema:route-preload', (dirs) => ({
    async generateBundle(_options, bundle) {
      const { root } = dirs();
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      const chunks = Object.values(bundle).filter(isChunk);
      const chunkOf = (id: string): OutputChunk | undefined => chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
      const map: Record<string, string> = {};
      for (const [path, modules] of Object.entries(routes)) {
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (c: OutputChunk | undefined): void => {
          if (c === undefined || js.has(c.fileName)) return;
          js.add(c.fileName);
          for (const f of c.viteMetadata?.importedCss ?? []) css.add(f);
          for (const i of c.imports) visit(isChunk(bundle[i]) ? (bundle[i] as OutputChunk) : undefined);
        };
        for (const m of modules) {
          const id = m.startsWith('src/') ? `${root}/${m}` : (await this.resolve(m, `${root}/src/main.tsx`))?.id;
          const chunk = id === undefined ? undefined : chunkOf(id);
          // A listed module no chunk holds is a stale list (a file moved): fail the build rather than lose the preload.
          if (chunk === undefined) this.error(`${path}: no chunk holds ${m}; fix the route preload list in vite.config.ts`);
          visit(chunk);
        }
        // What index.html already loads stays as it is.
        const links = [
          ...[...css].filter((f) => !html.includes(`/${f}"`)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
          ...[...js].filter((f) => !html.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ];
        const file = fileNameFor(path);
        map[path] = file;
        this.emitFile({ type: 'asset', fileName: `${ROUTES_DIR}/${file}`, source: html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) });
      }
      this.emitFile(jsonAsset(`${ROUTES_DIR}/routes.json`, map));
    },
  }));
