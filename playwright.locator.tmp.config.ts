// TEMPORARY: the project's Playwright config served from a private build dir (other helpers rebuild dist).
import base from './playwright.config';
export default { ...base, webServer: { ...base.webServer, command: `pnpm --filter @crema/web exec vite preview --outDir /tmp/crema-loc --host 127.0.0.1 --port 4179 --strictPort` } };
