// Demo controls of the fake backend: '?faults=op:code[:times]' on any URL, and window.__crema in the console.
import { parseFaultQuery, type FakeBackend } from '@crema/adapters-fake';

/** '?faults=op:code[:times]' on any URL sets fault rules (fake mode), e.g. ?faults=priceOrder:HIGH_VOLUME_STORE:1 */
export const applyFaultQuery = (backend: FakeBackend): void => {
  if (typeof location === 'undefined') return;
  const q = new URLSearchParams(location.search).get('faults');
  if (q) for (const [op, rule] of parseFaultQuery(q)) backend.faults.set(op, rule);
};

/** window.__crema.faults / .reset(): the fault-injection control for browser tests and manual checks. */
export const exposeFakeControls = (backend: FakeBackend): void => {
  if (typeof window === 'undefined') return;
  (window as unknown as { __crema?: unknown }).__crema = { faults: backend.faults, reset: backend.reset };
};
