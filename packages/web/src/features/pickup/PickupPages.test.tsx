import { describe, it, expect } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PickupMessages, PickupPageTexts } from '@crema/domain/pickup';
import { renderAppInAct } from '../../test/render-app';
import { seedPlacedOrder } from '../../test/placed-order';

configure({ asyncUtilTimeout: 10_000 });

/** Renders inside an awaited act so a page that suspends on its capability retries in the test. */
const renderAt = (path: string) => renderAppInAct(path);

const presetFault = (op: string, rule: Record<string, unknown>) =>
  localStorage.setItem('crema.fake.faults', JSON.stringify({ [op]: rule }));

const optionNames = () => within(screen.getByRole('list', { name: 'Pickup options' })).getAllByRole('heading').map((h) => h.textContent);

describe('/pickup', () => {
  it('shows in-store only at a store without drive-thru or curbside, with the store name and address', async () => {
    await renderAt('/pickup?store=10001&orderToken=t1&firstName=Avery&platform=web');
    expect(await screen.findByText('Pike & 1st')).toBeTruthy();
    expect(screen.getByText('1912 Pike Pl, Seattle, WA 98101')).toBeTruthy();
    expect(optionNames()).toEqual(['In store']);
    expect(screen.getByText('Hi Avery, your order is almost ready.')).toBeTruthy();
  });

  it('adds drive-thru at a drive-thru store, and no curbside without check-in', async () => {
    await renderAt('/pickup?store=10002');
    expect(await screen.findByText('Aurora Avenue')).toBeTruthy();
    expect(optionNames()).toEqual(['In store', 'Drive-thru']);
    expect(screen.queryByRole('link', { name: 'Check in for curbside' })).toBeNull();
  });

  it('offers curbside check-in when supported and available, keeping the query', async () => {
    const { router } = await renderAt('/pickup?store=10004&orderToken=tok&firstName=Avery&platform=ios');
    expect(await screen.findByText('Northgate')).toBeTruthy();
    expect(optionNames()).toEqual(['In store', 'Drive-thru', 'Curbside']);
    await userEvent.click(screen.getByRole('link', { name: 'Check in for curbside' }));
    expect(router.state.location.pathname).toBe('/pickup/curbside');
    expect(router.state.location.search).toBe('?store=10004&orderToken=tok&firstName=Avery&platform=ios');
  });

  it('shows the closed banner when curbside is closed for now', async () => {
    await renderAt('/pickup?store=10005');
    expect(await screen.findByText(PickupMessages.curbsideClosed)).toBeTruthy();
    expect(optionNames()).toEqual(['In store']);
  });

  it('without a store (the footer link): in store, and a way to the store locator; no dead end', async () => {
    await renderAt('/pickup');
    expect(await screen.findByText(PickupPageTexts.noStoreIntro)).toBeTruthy();
    expect(optionNames()).toEqual(['In store']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Find a store' }).getAttribute('href')).toBe('/store-locator');
  });

  it("without a store but with one chosen for ordering: that store, and a link to its own options", async () => {
    localStorage.setItem('crema.fake.table.locator.selectedStore', JSON.stringify({ record: { storeNumber: '10004', storeConfirmationTimestamp: 0, userConfirmed: true } }));
    const { router } = await renderAt('/pickup');
    const link = await screen.findByRole('link', { name: 'See pickup options at Northgate' });
    expect(optionNames()).toEqual(['In store']);
    expect(screen.getByRole('link', { name: 'Choose a different store' }).getAttribute('href')).toBe('/store-locator');
    await userEvent.click(link);
    expect(router.state.location.search).toBe('?store=10004');
    await waitFor(() => expect(optionNames()).toEqual(['In store', 'Drive-thru', 'Curbside']));
  });

  it.each(['/pickup?store=99999', '/pickup/curbside?store=42'])('%s: an unknown store links to the store locator', async (path) => {
    await renderAt(path);
    expect((await screen.findByRole('alert')).textContent).toBe(PickupMessages.storeNotFound);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Find a store' }).getAttribute('href')).toBe('/store-locator');
  });

  it('offers a retry when the store lookup fails', async () => {
    presetFault('getPickupStore', { status: 500, times: 1 });
    await renderAt('/pickup?store=10003');
    expect(await screen.findByRole('alert')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Capitol Hill')).toBeTruthy();
  });
});

describe('/pickup/curbside', () => {
  it("offers spots 1..stall count, asks for a spot, then checks in the customer's order and confirms", async () => {
    const token = seedPlacedOrder('10003-54321');
    const { router } = await renderAt(`/pickup/curbside?store=10003&orderToken=${token}&firstName=Avery&platform=web`);
    const group = await screen.findByRole('group', { name: 'Parking spot' });
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4']);
    await userEvent.click(screen.getByRole('button', { name: "I'm here" }));
    expect(await screen.findByText(PickupMessages.selectParkingSpot)).toBeTruthy();
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Spot 1' }));
    await userEvent.click(within(group).getByRole('radio', { name: 'Spot 2' }));
    await userEvent.click(screen.getByRole('button', { name: "I'm here" }));
    expect(await screen.findByRole('heading', { level: 1, name: "You're checked in" })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pickup/curbside/success');
    expect(screen.getByText("Avery, we're bringing your order out to spot 2.")).toBeTruthy();
    expect(screen.getByText('Capitol Hill')).toBeTruthy();
  });

  it('keeps the chosen spot and shows the check-in failure', async () => {
    presetFault('createCustomerArrival', { status: 500, times: 1 });
    await renderAt(`/pickup/curbside?store=10004&orderToken=${seedPlacedOrder('10004')}`);
    const group = await screen.findByRole('group', { name: 'Parking spot' });
    expect(within(group).getAllByRole('radio')).toHaveLength(8);
    await userEvent.click(within(group).getByRole('radio', { name: 'Spot 7' }));
    await userEvent.click(screen.getByRole('button', { name: "I'm here" }));
    expect((await screen.findByRole('alert')).textContent).toBe(PickupMessages.checkInFailed);
    expect((within(group).getByRole('radio', { name: 'Spot 7' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: "I'm here" }));
    expect(await screen.findByRole('heading', { level: 1, name: "You're checked in" })).toBeTruthy();
  });

  it.each([
    ['made up', 'ord-made-up'],
    ["of another store's order", 'foreign'],
    ['missing', undefined],
  ])('an order token %s: the check-in failure message, nobody checked in', async (_, token) => {
    const foreign = seedPlacedOrder('10003');
    const orderToken = token === 'foreign' ? foreign : token;
    await renderAt(`/pickup/curbside?store=10004${orderToken === undefined ? '' : `&orderToken=${orderToken}`}`);
    const group = await screen.findByRole('group', { name: 'Parking spot' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Spot 3' }));
    await userEvent.click(screen.getByRole('button', { name: "I'm here" }));
    expect((await screen.findByRole('alert')).textContent).toBe(PickupMessages.checkInFailed);
    expect(screen.queryByRole('heading', { level: 1, name: "You're checked in" })).toBeNull();
  });

  it.each(['10006', '10005', '10001'])('store %s: the curbside unavailable page', async (store) => {
    await renderAt(`/pickup/curbside?store=${store}`);
    expect(await screen.findByText(PickupMessages.curbsideUnavailable)).toBeTruthy();
    expect(screen.queryByRole('button', { name: "I'm here" })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to pickup options' }).getAttribute('href')).toBe(`/pickup?store=${store}&platform=web`);
  });
});

describe('/pickup/curbside/success', () => {
  it('after a reload, shows the spot from the link and looks the store up again', async () => {
    await renderAt('/pickup/curbside/success?store=10003&spot=3&platform=web');
    expect(screen.getByRole('heading', { level: 1, name: "You're checked in" })).toBeTruthy();
    expect(screen.getByText("We're bringing your order out to spot 3.")).toBeTruthy();
    expect(await screen.findByText('Capitol Hill')).toBeTruthy();
  });
});
