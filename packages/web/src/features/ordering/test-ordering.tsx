// Helpers of the ordering component tests: render a route inside an awaited act (lazy chunks and the
// ordering module load on first use), preset fault rules and a selected store in the fake's storage.
import { act, configure } from '@testing-library/react';
import { renderApp, type RenderAppOptions } from '../../test/renderApp';

configure({ asyncUtilTimeout: 8000 });

export const renderOrdering = async (path: string, o: RenderAppOptions = {}): Promise<Awaited<ReturnType<typeof renderApp>>> => {
  let r: Awaited<ReturnType<typeof renderApp>> | undefined;
  await act(async () => {
    r = await renderApp(path, o);
  });
  if (!r) throw new Error('render failed');
  return r;
};

/** Fault rules live in the fake backend's storage, so they can be set before the first call. */
export const presetFault = (op: string, rule: Record<string, unknown>): void => {
  const rules = JSON.parse(localStorage.getItem('crema.fake.faults') ?? '{}') as Record<string, unknown>;
  localStorage.setItem('crema.fake.faults', JSON.stringify({ ...rules, [op]: rule }));
};

/** The demo store '1st & Pike', saved as the locator's selected store (its preference table). */
export const DEMO_STORE = { storeNumber: '10001', name: '1st & Pike' } as const;
export const presetSelectedStore = (storeNumber: string = DEMO_STORE.storeNumber): void => {
  localStorage.setItem('crema.fake.table.locator.selectedStore', JSON.stringify({ record: { storeNumber, storeConfirmationTimestamp: 0, userConfirmed: true } }));
};
