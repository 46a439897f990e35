import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeConfig } from '@crema/domain';
import { renderLocator, searchBox, urlOf, warmUpLocator } from './test-locator-app';

vi.setConfig({ testTimeout: 30_000 });
const delivery = makeConfig({ enableInAppDelivery: true, flags: { inAppDelivery: true } });

describe('in-app delivery', () => {
  beforeAll(warmUpLocator, 30_000);

  it('the landing page: heading, hero image, FAQ link, Get started and legal text, under the order-type radio group', async () => {
    await renderLocator('/store-locator/delivery', { config: delivery });
    expect(await screen.findByRole('heading', { level: 1, name: 'Today deserves delivery' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('img', { name: /courier/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Delivery FAQ/ }).getAttribute('href')).toMatch(/^https:/);
    expect(screen.getByRole('button', { name: 'Get started' })).toBeTruthy();
    expect(screen.getByText(/independent delivery partner/)).toBeTruthy();
    const group = screen.getByRole('radiogroup', { name: 'Choose an order type' });
    expect((within(group).getByRole('radio', { name: 'Delivery' }) as HTMLInputElement).checked).toBe(true);
  });

  it('outside the menu, pickup returns to the saved locator view; delivery goes to {base}/delivery', async () => {
    const user = userEvent.setup();
    const { router } = await renderLocator('/store-locator', { config: delivery });
    await user.type(await searchBox(), 'Seattle{Enter}');
    await screen.findByRole('heading', { name: /Stores near Seattle/ }, { timeout: 8000 });
    await waitFor(() => expect(urlOf(router)).toContain('place='));
    const saved = urlOf(router);
    await user.click(screen.getByRole('radio', { name: 'Delivery' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Today deserves delivery' })).toBeTruthy();
    expect(urlOf(router)).toBe('/store-locator/delivery');
    await user.click(screen.getByRole('radio', { name: 'Pickup' }));
    await waitFor(() => expect(urlOf(router)).toBe(saved));
    expect(await screen.findByRole('heading', { name: /Stores near Seattle/ }, { timeout: 8000 })).toBeTruthy();
  });

  it('in the menu, pickup is the plain {base}', async () => {
    const user = userEvent.setup();
    const { router } = await renderLocator('/menu/store-locator/delivery', { config: delivery });
    await user.click(await screen.findByRole('radio', { name: 'Pickup' }, { timeout: 8000 }));
    await waitFor(() => expect(urlOf(router)).toBe('/menu/store-locator'));
  });

  it('without the feature there is no radio group, and /delivery is just the locator', async () => {
    await renderLocator('/store-locator/delivery');
    await searchBox();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Today deserves delivery' })).toBeNull();
  });
});
