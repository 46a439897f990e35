// Demo controls of the fake backend: '?faults=op:code[:times]' on any URL, and window.__crema in the console.
// They exist only in a build on the fake backend (VITE_CREMA_BACKEND unset, empty or 'fake'): Vite replaces
// the variable at build time, so in any other build the bodies below are dead code and drop out of the bundle,
// and the simulator that still serves an HTTP build's unported capabilities gets no controls (README).
import { parseFaultQuery, type FakeBackend } from '@crema/adapters-fake';
import type { WebEnv } from './env';

/** This bundle was built for the fake backend (a constant after Vite's replacement). */
const BUILT_FOR: string | undefined = import.meta.env.VITE_CREMA_BACKEND;
const FAKE_BUILD = BUILT_FOR === undefined || BUILT_FOR === '' || BUILT_FOR === 'fake';

/** Whether a simulator serving this environment gets demo controls: only in a fake build, on the fake backend. */
export const demoControlsAllowed = (env: Pick<WebEnv, 'backend'>): boolean => FAKE_BUILD && env.backend === 'fake';

/**
 * '?faults=op:code[:times]' on the URL sets fault rules for this page load only (never stored, so a shared
 * link cannot leave the app failing), e.g. ?faults=priceOrder:HIGH_VOLUME_STORE:1. Without a count a rule
 * applies once.
 */
export const applyFaultQuery = (backend: FakeBackend, search: string | undefined = globalThis.location?.search): void => {
  if (!FAKE_BUILD || search === undefined) return;
  const q = new URLSearchParams(search).get('faults');
  if (q) for (const [op, rule] of parseFaultQuery(q)) backend.faults.setForThisLoad(op, rule);
};

/** window.__crema.faults / .reset(): the fault-injection control for browser tests and manual checks. */
export const exposeFakeControls = (backend: FakeBackend, target: object | undefined = globalThis.window): void => {
  if (!FAKE_BUILD || target === undefined) return;
  (target as { __crema?: unknown }).__crema = { faults: backend.faults, reset: backend.reset };
};
