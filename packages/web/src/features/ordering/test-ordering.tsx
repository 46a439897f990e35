// Helpers of the ordering component tests: render a route inside an awaited act (lazy chunks and the
// ordering module load on first use), preset fault rules and a selected store in the fake's storage.
import { configure } from '@testing-library/react';
import { renderAppInAct } from '../../test/render-app';

configure({ asyncUtilTimeout: 8000 });

export const renderOrdering = renderAppInAct;

export { presetFault } from '../../test/render-app';

/** The demo store '1st & Pike', saved as the locator's selected store (its preference table). */
export const DEMO_STORE = { storeNumber: '10001', name: '1st & Pike' } as const;
export const presetSelectedStore = (storeNumber: string = DEMO_STORE.storeNumber): void => {
  localStorage.setItem('crema.fake.table.locator.selectedStore', JSON.stringify({ record: { storeNumber, storeConfirmationTimestamp: 0, userConfirmed: true } }));
};
