// Shared by the gifting component tests (not part of the app).
import { act } from '@testing-library/react';
import { renderApp, type RenderAppOptions } from '../../test/renderApp';

/**
 * Renders a route inside an awaited act: a page whose chunk is already loaded renders at once, and the
 * gifting capability it suspends on would otherwise resolve outside any act scope and never retry.
 */
export const renderGift = async (path: string, o: RenderAppOptions = {}): Promise<Awaited<ReturnType<typeof renderApp>>> => {
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
