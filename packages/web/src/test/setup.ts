import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy/waitFor give up after 1 s by default; the 2-core CI machine can take longer than that to
// render a whole jsdom flow (a first page's lazy chunks transform on first use), so they wait up to
// 10 s: a hang guard, never a speed assertion.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  // A page's capabilities load lazily: one still on its way when a test ends (a walk that stops on arrival
  // at '/' while the member's stream binds) must land before the file's environment is torn down.
  await vi.dynamicImportSettled();
  cleanup();
  localStorage.clear();
});
