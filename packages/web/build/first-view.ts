// The signed-out first view of the entry pages, rendered at build time: the app's own components (src/prerender.tsx,
// bundled for node) rendered with React's static renderer for each path, written as a second index page per path
// (.routes/<page>.guest.html, listed in .routes/guest.json). The server sends it to a visitor without a session
// cookie, so the first paint needs no JavaScript; the app then hydrates it (main.tsx). A member gets the plain page.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type AliasOptions, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { ROUTES_DIR } from './route-preload.ts';
import { jsonAsset, postBuildPlugin } from './plugin.ts';
import { pageAnswersBlock, type PageAnswers } from '../src/browser/page-answers.ts';

export interface FirstViewOptions {
  /** The paths whose signed-out first view is rendered ('/'). */
  readonly paths: readonly string[];
  /** The client build's resolve alias (its backend). */
  readonly alias: AliasOptions;
}

type Render = (url: string, answers?: PageAnswers) => Promise<string>;

interface Renderer {
  readonly render: Render;
  /** What a path's view shows without asking the server (build/page-answers.ts), written beside it in the page. */
  readonly pageAnswers: Readonly<Record<string, () => PageAnswers>>;
}

/**
 * Bundles src/prerender.tsx and build/page-answers.ts for node (everything inlined: the workspace's packages are
 * TypeScript) in a folder of node_modules, so bare imports resolve. The folder stays until the next build: the
 * render leaves work behind (the shell asks who is signed in) whose lazy chunks still load after the page is
 * written.
 */
const bundleRenderer = async (root: string, o: FirstViewOptions): Promise<Renderer> => {
  const outDir = join(root, 'node_modules', '.first-view');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    // Node's export conditions (React's node renderer), the client build's alias for the backend.
    resolve: { alias: o.alias },
    ssr: { noExternal: true },
    build: {
      ssr: true,
      rolldownOptions: { input: { prerender: 'src/prerender.tsx', 'page-answers': 'build/page-answers.ts' } },
      outDir,
      emptyOutDir: true,
      target: 'node20',
      sourcemap: false,
      reportCompressedSize: false,
    },
  });
  const load = async <M>(name: string): Promise<M> => (await import(pathToFileURL(join(outDir, `${name}.js`)).href)) as M;
  const [{ render }, { pageAnswers }] = await Promise.all([load<Pick<Renderer, 'render'>>('prerender'), load<Pick<Renderer, 'pageAnswers'>>('page-answers')]);
  return { render, pageAnswers };
};

/**
 * The page's style sheets written into it: a first view that needs no JavaScript should not wait for a second
 * and third request before it paints (the server's CSP allows inline styles, not scripts). The sheets stay
 * cached files for every other page. Each sheet names its file (data-href): the loader puts the file's link in
 * the sheet's place before the app runs (src/paint-first.ts), so the app's chunk loader, which adds a sheet it
 * does not find linked at the end of the head, does not move the shell's rules after the page's.
 */
const inlineStyles = (html: string, bundle: Rolldown.OutputBundle): string =>
  html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, file: string) => {
    const sheet = bundle[file];
    return sheet?.type === 'asset' ? `<style data-href="/${file}">${String(sheet.source)}</style>` : link;
  });

const guestFileOf = (file: string): string => file.replace(/\.html$/, '.guest.html');

/** The first-view pages' own entry: it loads the app after the first paint (src/paint-first.ts). */
const PAINT_FIRST = 'src/paint-first.ts';

/**
 * The page with its scripts moved after the first paint and its first view in the root: the entry script and
 * the module preloads go, the paint-first loader comes in their place, and the root names what it loads (the
 * same entry and preloads); the view's data block (`data`, maybe empty) follows the root. Undefined when the
 * page has no entry script or no empty root.
 */
const paintFirst = (page: string, loader: string, view: string, data: string): string | undefined => {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page);
  if (entry === null || !page.includes('<div id="root"></div>')) return undefined;
  const preloads = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const scripts = preloads.reduce((html, p) => html.replace(p[0], ''), page.replace(entry[0], `<script type="module" crossorigin src="/${loader}"></script>\n    `));
  const root = `<div id="root" data-entry="${entry[1]}" data-preload="${preloads.map((p) => p[1]).join(' ')}" data-first-view="">${view}</div>`;
  return scripts.replace('<div id="root"></div>', root + data);
};

export const firstView = (o: FirstViewOptions): Plugin =>
  postBuildPlugin('crema:first-view', (dirs) => {
    let loaderRef = '';
    return {
      buildStart() {
        loaderRef = this.emitFile({ type: 'chunk', id: join(dirs().root, PAINT_FIRST), name: 'paint-first' });
      },
      // After crema:route-preload emitted the entry pages: each listed path gets its rendered twin.
      async generateBundle(_options, bundle) {
        const list = bundle[`${ROUTES_DIR}/routes.json`];
        if (list?.type !== 'asset') this.error('crema:first-view needs crema:route-preload before it');
        const pages = JSON.parse(String(list.source)) as Record<string, string>;
        const { render, pageAnswers } = await bundleRenderer(dirs().root, o);
        const guest: Record<string, string> = {};
        for (const path of o.paths) {
          const file = pages[path];
          const page = file === undefined ? undefined : bundle[`${ROUTES_DIR}/${file}`];
          if (file === undefined || page?.type !== 'asset') this.error(`${path}: no entry page to render into`);
          const answers = pageAnswers[path]?.();
          const html = await render(path, answers).catch((e: unknown) => this.error(`${path}: the first view failed to render ahead: ${e instanceof Error ? e.stack : String(e)}`));
          const source = paintFirst(inlineStyles(String(page.source), bundle), this.getFileName(loaderRef), html, answers === undefined ? '' : pageAnswersBlock(answers));
          if (source === undefined) this.error(`${path}: the entry page has no module script or no empty root to render into`);
          guest[path] = guestFileOf(file);
          this.emitFile({ type: 'asset', fileName: `${ROUTES_DIR}/${guest[path]}`, source });
        }
        this.emitFile(jsonAsset(`${ROUTES_DIR}/guest.json`, guest));
      },
    };
  });
