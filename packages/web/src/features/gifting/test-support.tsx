// Shared by the gifting component tests (not part of the app).
import { renderAppInAct } from '../../test/render-app';

/** Renders a route inside an awaited act, so the gifting capability a page suspends on retries in the test. */
export const renderGift = renderAppInAct;

export { presetFault } from '../../test/render-app';
