// The cart on the real routes, container and fake backend: items, pricing in each state, every pricing
// error code with its action, offers, payment with the reload flow, tipping, pickup slots and placing
// the order (success, SLOT_UNAVAILABLE, a stale pricing).
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeDomainError, domainError, UNEXPECTED_ERROR_MESSAGE } from '@crema/domain';
import {
  CartMessages,
  CupNameText,
  isOrderingErrorCode,
  OrderMessages,
  PRICING_CHOOSE_STORE_CODES,
  PRICING_GOT_IT_CODES,
  resolvePricingError,
} from '@crema/domain/ordering';
import { presetFault, presetSelectedStore, renderOrdering } from '../test-ordering';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { CROISSANT, LATTE, OAT_MILK, STORES, VANILLA_LATTE, presetCart } from './test-cart';

vi.setConfig({ testTimeout: 30_000 });

const checkout = () => screen.getByRole('complementary');
const priced = async () => within(await screen.findByRole('complementary')).findByText('Total');

/** A member at Westlake Center (tips, coupons) with a latte and a croissant. */
const memberCart = async (o: { store?: string; items?: Parameters<typeof presetCart>[0] } = {}) => {
  presetSelectedStore(o.store ?? STORES.westlake.storeNumber);
  presetCart(o.items ?? [LATTE, CROISSANT]);
  const r = await renderOrdering('/menu/cart', { member: true });
  expect(await screen.findByRole('heading', { level: 1, name: 'Review order' })).toBeTruthy();
  return r;
};

const payWithVisa = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await within(checkout()).findByRole('radio', { name: /Everyday Visa/ }));
};

const openSummary = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(within(checkout()).getByRole('button', { name: 'Review and pay' }));
  return screen.findByRole('dialog', { name: 'Payment summary' });
};
/** A member's priced cart paid by Visa, with place order failing once by `rule`: Place order pressed in the sheet. */
const placeFailingOnce = async (user: ReturnType<typeof userEvent.setup>, rule: Record<string, unknown>) => {
  presetFault('placeOrder', { ...rule, times: 1 });
  await memberCart();
  await priced();
  await payWithVisa(user);
  const sheet = await openSummary(user);
  await user.click(within(sheet).getByRole('button', { name: 'Place order' }));
  return sheet;
};

describe('cart review', () => {
  it('shows the store, the items with their options, and prices the order', async () => {
    await memberCart();
    expect(await screen.findByText(STORES.westlake.name)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Caffè Latte' })).toBeTruthy();
    expect(screen.getByText(/Oat milk/)).toBeTruthy();
    expect(await priced()).toBeTruthy();
    expect(within(checkout()).getByText('Subtotal')).toBeTruthy();
    expect(within(checkout()).getByText('Tax')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change store' }).getAttribute('href')).toBe('/menu/store-locator?toCart=1');
    expect(screen.getByRole('link', { name: 'Edit Caffè Latte' }).getAttribute('href')).toMatch(/^\/menu\/product\/200201\/hot\?edit=/);
  });

  it('steps quantities, removes items and refuses past the item limit with its message', async () => {
    const user = userEvent.setup();
    const { container } = await memberCart({ items: [{ ...LATTE, quantity: 14 }] });
    await priced();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Caffè Latte' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Caffè Latte' }));
    const items = screen.getByRole('region', { name: 'Your items' });
    expect((await within(items).findByRole('alert')).textContent).toContain(CartMessages.itemLimit(15));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Caffè Latte' }));
    expect(container.get(OrderingTokens.Cart).current().items[0]?.quantity).toBe(14);
    await user.click(screen.getByRole('button', { name: 'Remove Caffè Latte' }));
    expect(await screen.findByText(CartMessages.emptyCart)).toBeTruthy();
  });

  it('moves the keyboard focus to the items heading when an item is removed, and to the empty-cart message after the last', async () => {
    const user = userEvent.setup();
    await memberCart();
    await priced();
    await user.click(screen.getByRole('button', { name: 'Remove Butter Croissant' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Your items' })));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Caffè Latte' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText(CartMessages.emptyCart)));
  });

  it('marks unavailable items and removes them on request', async () => {
    const user = userEvent.setup();
    await memberCart({ items: [LATTE, VANILLA_LATTE] });
    const dialog = await screen.findByRole('dialog', { name: CartMessages.unavailableItemsTitle });
    expect(within(dialog).getByText(CartMessages.soldOut)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The store refused the pricing for that item: its banner does not repeat what the items' notice says.
    expect(await within(checkout()).findByText("Prices aren't available right now.")).toBeTruthy();
    expect(screen.queryByText(resolvePricingError(domainError('ITEMS_UNAVAILABLE')).message)).toBeNull();
    const items = screen.getByRole('region', { name: 'Your items' });
    expect(within(items).getByText(CartMessages.unavailableItemsCount(1))).toBeTruthy();
    expect(within(items).queryByText(CartMessages.unavailableItemsTitle)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove unavailable items' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Vanilla Latte' })).toBeNull());
    expect(screen.queryByText(CartMessages.soldOut)).toBeNull();
    expect(await priced()).toBeTruthy();
  });

  it('offers the closest available product for a sold-out item, which takes its slot', async () => {
    const user = userEvent.setup();
    const { container } = await memberCart({ items: [CROISSANT, VANILLA_LATTE, { ...LATTE, size: { sku: '20020113', sizeCode: 'L', name: 'Large' } }] });
    const dialog = await screen.findByRole('dialog', { name: CartMessages.unavailableItemsTitle });
    expect(within(dialog).getByText(CartMessages.soldOut)).toBeTruthy();
    const add = await within(dialog).findByRole('button', { name: 'Add Caffè Latte instead of Vanilla Latte' });
    await user.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const items = container.get(OrderingTokens.Cart).current().items;
    // The slot, the size and the quantity of the sold-out item; the product as it comes (no oat milk).
    expect(items.map((i) => i.product.name)).toEqual(['Butter Croissant', 'Caffè Latte', 'Caffè Latte']);
    expect(items[1]).toMatchObject({ sizeCode: 'M', quantity: 2 });
    expect(items[1]?.selectedOptions.some((o) => o.optionProductNumber === OAT_MILK)).toBe(false);
    expect(await priced()).toBeTruthy();
  });

  it("reopens from the notice after 'Not now', and removes an item from the dialog", async () => {
    const user = userEvent.setup();
    await memberCart({ items: [LATTE, VANILLA_LATTE] });
    await screen.findByRole('dialog', { name: CartMessages.unavailableItemsTitle });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'See options' }));
    const dialog = await screen.findByRole('dialog', { name: CartMessages.unavailableItemsTitle });
    expect(within(dialog).getByRole('link', { name: 'Choose another store' }).getAttribute('href')).toBe('/menu/store-locator?toCart=1');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Vanilla Latte' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('heading', { level: 3, name: 'Vanilla Latte' })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Caffè Latte' })).toBeTruthy();
  });

  it('asks for a store when none is chosen, in the store section and in the checkout box, without an empty total', async () => {
    presetCart([LATTE]);
    // A member whose own stores cannot be looked up: none is picked for them (else their favorite would be).
    presetFault('getRecommendedStores', { status: 500, times: 1 });
    await renderOrdering('/menu/cart', { member: true });
    const store = await screen.findByRole('region', { name: 'Pickup store' });
    expect(within(store).getByRole('link', { name: 'Choose a store' }).getAttribute('href')).toBe('/menu/store-locator?toCart=1');
    const box = within(checkout());
    expect(await box.findByText(CartMessages.chooseStoreForTotal)).toBeTruthy();
    expect(box.getByRole('link', { name: 'Choose a store' }).getAttribute('href')).toBe('/menu/store-locator?toCart=1');
    expect(box.queryByRole('heading', { name: 'Order total' })).toBeNull();
    expect(box.queryByRole('radio', { name: 'To go' })).toBeNull();
    expect(box.queryByRole('button', { name: 'Review and pay' })).toBeNull();
  });

  it('shows the empty cart, with the still-available items of the last order to add again', async () => {
    const user = userEvent.setup();
    presetCart([], [LATTE]);
    await renderOrdering('/menu/cart', { member: true });
    expect(await screen.findByText(CartMessages.emptyCart)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Caffè Latte' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Caffè Latte' })).toBeTruthy();
  });
});

describe('pricing errors', () => {
  const expectFailure = async (code: string) => {
    presetFault('priceOrder', { code, times: 1 });
    await memberCart();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(resolvePricingError(decodeDomainError(isOrderingErrorCode)(domainError(code))).message);
    return alert;
  };

  it.each(PRICING_GOT_IT_CODES)('%s: its message and Got it', async (code) => {
    const user = userEvent.setup();
    const alert = await expectFailure(code);
    await user.click(within(alert).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(within(checkout()).getByRole('button', { name: 'Update prices' }));
    expect(await priced()).toBeTruthy();
  });

  it.each(PRICING_CHOOSE_STORE_CODES)('%s: its message and Choose a store (the store picker, back to the cart)', async (code) => {
    const alert = await expectFailure(code);
    expect(within(alert).getByRole('link', { name: 'Choose a store' }).getAttribute('href')).toBe('/menu/store-locator?toCart=1');
  });

  it('CHOOSE_DIFFERENT_ITEM goes to the menu', async () => {
    const alert = await expectFailure('CHOOSE_DIFFERENT_ITEM');
    expect(within(alert).getByRole('link', { name: 'Go to menu' }).getAttribute('href')).toBe('/menu');
  });

  it('ADD_IN_LIMIT shows only the server message', async () => {
    const serverMessage = 'You can add up to 1 of Oat milk to one item.';
    presetFault('priceOrder', { code: 'ADD_IN_LIMIT', serverMessage, times: 1 });
    await memberCart();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(serverMessage).textContent).toBe(serverMessage);
    expect(alert.querySelectorAll('p')).toHaveLength(1);
  });

  it('REWARD_NOT_APPLIED says the offer was not applied', async () => {
    const alert = await expectFailure('REWARD_NOT_APPLIED');
    expect(alert.textContent).toContain(OrderMessages.offerNotApplied);
  });

  it('anything else is the unexpected error whose Try again clears the pricing and prices again', async () => {
    const user = userEvent.setup();
    const alert = await expectFailure('SOMETHING_NEW');
    expect(alert.textContent).toContain(UNEXPECTED_ERROR_MESSAGE);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await priced()).toBeTruthy();
  });

  it('an expired pricing shows the stale-order message, and Refresh prices again', async () => {
    const user = userEvent.setup();
    const { clock } = await memberCart();
    await priced();
    act(() => clock.advance(301_000));
    await user.click(within(checkout()).getByRole('radio', { name: 'For here' }));
    // The consumption change reprices; expire that pricing too before anything re-renders.
    await priced();
    act(() => clock.advance(301_000));
    await user.click(within(checkout()).getByRole('radio', { name: 'No tip' }));
    await user.click(within(checkout()).getByRole('radio', { name: '$1.00' }));
    expect(await screen.findByText(CartMessages.stale)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: CartMessages.refresh }));
    expect(await priced()).toBeTruthy();
    expect(screen.queryByText(CartMessages.stale)).toBeNull();
  });
});

describe('offers', () => {
  it('applies and removes a Star reward', async () => {
    const user = userEvent.setup();
    await memberCart();
    const apply = await screen.findByRole('button', { name: 'Apply Free brewed coffee, tea or bakery item' });
    expect(screen.getByText('100 Stars')).toBeTruthy();
    await user.click(apply);
    const remove = await screen.findByRole('button', { name: 'Remove Free brewed coffee, tea or bakery item' });
    // The same button turned from Apply to Remove, and the keyboard focus stayed on it through the repricing.
    expect(remove).toBe(apply);
    expect(document.activeElement).toBe(remove);
    expect(within(checkout()).getByText('Free brewed coffee, tea or bakery item')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Free brewed coffee, tea or bakery item' }));
    expect(await screen.findByRole('button', { name: 'Apply Free brewed coffee, tea or bakery item' })).toBeTruthy();
  });

  it("says 'This coupon or reward can't be applied...' when pricing refuses the offer", async () => {
    const user = userEvent.setup();
    const { backend } = await memberCart();
    const apply = await screen.findByRole('button', { name: 'Apply Free brewed coffee, tea or bakery item' });
    backend.faults.set('priceOrder', { code: 'REWARD_NOT_APPLIED', times: 1 });
    await user.click(apply);
    const offers = screen.getByRole('region', { name: 'Rewards and offers' });
    expect((await within(offers).findByRole('alert')).textContent).toContain(OrderMessages.offerNotApplied);
    expect(await screen.findByRole('button', { name: 'Apply Free brewed coffee, tea or bakery item' })).toBeTruthy();
  });
});

describe('paying', () => {
  it("a card whose balance is too low shows 'Insufficient balance for order' and reloads it", async () => {
    const user = userEvent.setup();
    await memberCart();
    await priced();
    await user.click(await within(checkout()).findByRole('radio', { name: /Office Card/ }));
    expect(await within(checkout()).findByText(OrderMessages.insufficientBalanceForOrder)).toBeTruthy();
    expect(within(checkout()).getByText(new RegExp(OrderMessages.balanceTooLow))).toBeTruthy();
    const amounts = within(checkout()).getByRole('group', { name: 'Reload amount' });
    expect(within(amounts).getAllByRole('radio').length).toBeGreaterThan(0);
    await user.click(within(amounts).getByRole('radio', { name: '$25.00' }));
    await user.click(within(checkout()).getByRole('button', { name: 'Add $25.00 to Office Card' }));
    await waitFor(() => expect(within(checkout()).queryByText(OrderMessages.insufficientBalanceForOrder)).toBeNull());
    expect(within(checkout()).getByRole('radio', { name: /Office Card.*\$28\.20/ })).toBeTruthy();
    expect((within(checkout()).getByRole('button', { name: 'Review and pay' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("a tip is removed with 'Your tip has been removed' when the payment type cannot take one", async () => {
    const user = userEvent.setup();
    await memberCart();
    await priced();
    await payWithVisa(user);
    await user.click(within(checkout()).getByRole('radio', { name: '$1.00' }));
    expect(within(checkout()).getAllByText('Tip')).toHaveLength(2);
    await user.click(within(checkout()).getByRole('radio', { name: /PayPal/ }));
    expect(await within(checkout()).findByText(OrderMessages.tipRemovedTitle)).toBeTruthy();
    expect(within(checkout()).getAllByText(OrderMessages.tipUnavailable).length).toBeGreaterThan(0);
  });

  it('a store taking only Crema Cards disables the other payment methods', async () => {
    await memberCart({ store: STORES.cardsOnly.storeNumber });
    expect(await within(checkout()).findByText(OrderMessages.storedValueOnly)).toBeTruthy();
    expect((within(checkout()).getByRole('radio', { name: /Everyday Visa/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('a guest at a store without guest ordering is told so, with the store picker', async () => {
    presetSelectedStore(STORES.noGuests.storeNumber);
    presetCart([LATTE]);
    await renderOrdering('/menu/cart');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(OrderMessages.guestStoreNotAllowed);
    expect(within(alert).getByRole('link', { name: 'Choose a store' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).toBeNull();
  });

  it('a guest at a guest-ordering store continues to guest checkout', async () => {
    const user = userEvent.setup();
    presetSelectedStore(STORES.pike.storeNumber);
    presetCart([LATTE]);
    const { router } = await renderOrdering('/menu/cart');
    await priced();
    await user.click(screen.getByRole('button', { name: 'Continue as guest' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/menu/cart/guest/checkout'));
  });
});

describe('placing the order', () => {

  it('the payment summary sheet shows the totals and places the order once; success opens previous orders with the modal', async () => {
    const user = userEvent.setup();
    const { router } = await memberCart();
    await priced();
    await payWithVisa(user);
    const sheet = await openSummary(user);
    expect(router.state.location.hash).toBe('#payment-summary');
    expect(within(sheet).getByText('Total')).toBeTruthy();
    expect(within(sheet).getByText('Visa ending in 4242')).toBeTruthy();
    const place = within(sheet).getByRole('button', { name: 'Place order' });
    await user.dblClick(place);
    const modal = await screen.findByRole('dialog', { name: OrderMessages.successTitle });
    expect(router.state.location.pathname).toBe('/menu/previous');
    expect(within(modal).getByText('Order number')).toBeTruthy();
    expect(within(modal).getByText('Stars earned')).toBeTruthy();
    const saved = JSON.parse(localStorage.getItem('crema.cart') ?? '{}') as { items?: unknown[]; previousItems?: unknown[] };
    expect(saved.items).toEqual([]);
    expect(saved.previousItems).toHaveLength(2);
    // The double click placed one order.
    const orders = JSON.parse(localStorage.getItem('crema.fake.table.ordering.orders') ?? '{}') as Record<string, unknown>;
    expect(Object.keys(orders)).toHaveLength(1);
  });

  it("asks a name for the cup, the member's first name to start; one that cannot go on a cup stops Review and pay on the field; the order carries the name (issue #32)", async () => {
    const user = userEvent.setup();
    await memberCart();
    await priced();
    await payWithVisa(user);
    const field = within(checkout()).getByRole('textbox', { name: 'Name for the cup' });
    expect((field as HTMLInputElement).value).toBe('Avery');
    await user.clear(field);
    await user.type(field, 'Avery <3');
    await user.click(within(checkout()).getByRole('button', { name: 'Review and pay' }));
    expect(screen.queryByRole('dialog', { name: 'Payment summary' })).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(within(checkout()).getByText(CupNameText.characters)).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'Ave');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    const sheet = await openSummary(user);
    expect(within(sheet).getByText('Ave')).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Place order' }));
    await screen.findByRole('dialog', { name: OrderMessages.successTitle });
    const orders = JSON.parse(localStorage.getItem('crema.fake.table.ordering.orders') ?? '{}') as Record<string, { order: { cupName?: string } }>;
    expect(Object.values(orders).map((o) => o.order.cupName)).toEqual(['Ave']);
  });

  it('SLOT_UNAVAILABLE clears the slot, refetches the slots and names the next pickup time', async () => {
    const user = userEvent.setup();
    presetFault('placeOrder', { code: '110000', times: 1 });
    await memberCart();
    await priced();
    await payWithVisa(user);
    await user.click(within(checkout()).getByRole('radio', { name: /Schedule for later/ }));
    const slot = (await within(checkout()).findByLabelText('Pickup at')) as HTMLSelectElement;
    expect(slot.value).not.toBe('');
    const refused = slot.selectedOptions[0]?.textContent ?? '';
    expect(within(checkout()).queryByRole('option', { name: 'As soon as possible' })).toBeNull();
    const sheet = await openSummary(user);
    expect(within(sheet).getByText(/Scheduled for/)).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/^The next pickup time is \d{1,2}:\d{2}/)).toBeTruthy();
    // The refused time is not offered again, though the store's list still has it free.
    expect(within(dialog).queryByText(`The next pickup time is ${refused}`)).toBeNull();
    // The sheet closes with its URL (#payment-summary): a router navigation, committed a moment after the dialog opens.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment summary' })).toBeNull());
    expect((within(checkout()).getByRole('radio', { name: 'As soon as possible' }) as HTMLInputElement).checked).toBe(true);
    expect(within(checkout()).queryByLabelText('Pickup at')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /^Pick up at / }));
    expect((within(checkout()).getByLabelText('Pickup at') as HTMLSelectElement).value).not.toBe('');
    expect((within(checkout()).getByRole('option', { name: `${refused} (full)` }) as HTMLOptionElement).disabled).toBe(true);
  });

  it("a store at capacity says 'This store is at capacity for ordering ahead', offers no 'As soon as possible' and chooses the first free slot (issue #32)", async () => {
    const r = await memberCart({ store: STORES.atCapacity.storeNumber });
    const notice = await within(checkout()).findByText((t) => t.startsWith(OrderMessages.atCapacity));
    await waitFor(() => expect(notice.textContent).toMatch(/^This store is at capacity for ordering ahead\. The next pickup time is \d{1,2}:\d{2} (AM|PM)\.$/));
    expect((within(checkout()).getByRole('radio', { name: 'As soon as possible' }) as HTMLInputElement).disabled).toBe(true);
    expect((within(checkout()).getByRole('radio', { name: /Schedule for later/ }) as HTMLInputElement).checked).toBe(true);
    const chosen = r.container.get(OrderingTokens.Order).get().scheduledTimeSlot;
    expect(chosen).toBeDefined();
    expect(notice.textContent).toContain((within(checkout()).getByLabelText('Pickup at') as HTMLSelectElement).selectedOptions[0]?.textContent ?? '?');
  });

  it('a payment failure of the order list shows its message in the sheet and keeps the order', async () => {
    const user = userEvent.setup();
    const sheet = await placeFailingOnce(user, { code: '121048' });
    expect((await within(sheet).findByRole('alert')).textContent).toMatch(/declined|another payment method/i);
    expect(within(sheet).getByRole('button', { name: 'Place order' })).toBeTruthy();
  });
});

describe('keyboard focus and announcements in checkout', () => {

  const FAILURES: readonly [string, Record<string, unknown>][] = [
    ['121025', { code: '121025' }],
    ['121048', { code: '121048' }],
    ['121044', { code: '121044' }],
    ['121076', { code: '121076' }],
    ['INSUFFICIENT_BALANCE', { code: 'INSUFFICIENT_BALANCE' }],
    ['an unknown code', { code: 'SOMETHING_NEW' }],
    ['status 500', { status: 500 }],
  ];

  it.each(FAILURES)('a place-order failure (%s) takes the focus inside the sheet, and its action hands it on (Place order, or the payment choice)', async (_, rule) => {
    const user = userEvent.setup();
    const sheet = await placeFailingOnce(user, rule);
    const alert = await within(sheet).findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.tabIndex).toBe(-1);
    const gotIt = within(alert).queryByRole('button', { name: 'Got it' });
    const chooseCard = within(alert).queryByRole('button', { name: /^(Choose different card|Try again)$/ });
    if (gotIt !== null) {
      await user.click(gotIt);
      await waitFor(() => expect(within(sheet).queryByRole('alert')).toBeNull());
      expect(document.activeElement).toBe(within(sheet).getByRole('button', { name: 'Place order' }));
    } else if (chooseCard !== null) {
      // Back to the page's payment choice, on the payment that was refused.
      await user.click(chooseCard);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment summary' })).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(within(checkout()).getByRole('radio', { name: /Everyday Visa/ })));
    } else {
      // Its action is a link (e.g. to the payment methods): the next Tab, inside the sheet.
      expect(within(alert).getAllByRole('link').length).toBeGreaterThan(0);
    }
  });

  it('SLOT_UNAVAILABLE: the dialog takes the focus on its primary action, Escape closes it and focus goes to the pickup time', async () => {
    const user = userEvent.setup();
    await placeFailingOnce(user, { code: '110000' });
    const dialog = await screen.findByRole('alertdialog', { name: 'That pickup time is no longer available' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment summary' })).toBeNull());
    // The sheet closing behind it does not take the focus back to 'Review and pay'.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: /^Pick up at / })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(checkout()).getByRole('radio', { name: /Schedule for later/ })));
  });

  it('SLOT_UNAVAILABLE: Enter takes the next pickup time, and focus returns to the pickup time choice', async () => {
    const user = userEvent.setup();
    await placeFailingOnce(user, { code: '110000' });
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment summary' })).toBeNull());
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((within(checkout()).getByLabelText('Pickup at') as HTMLSelectElement).value).not.toBe('');
    await waitFor(() => expect(document.activeElement).toBe(within(checkout()).getByRole('radio', { name: /Schedule for later/ })));
  });

  it("a reload from the cart says 'Added $25.00 to Office Card.' and puts the focus on that card", async () => {
    const user = userEvent.setup();
    await memberCart();
    await priced();
    await user.click(await within(checkout()).findByRole('radio', { name: /Office Card/ }));
    const amounts = await within(checkout()).findByRole('group', { name: 'Reload amount' });
    await user.click(within(amounts).getByRole('radio', { name: '$25.00' }));
    await user.click(within(checkout()).getByRole('button', { name: 'Add $25.00 to Office Card' }));
    const confirmation = await within(checkout()).findByText('Added $25.00 to Office Card.');
    expect(confirmation.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(within(checkout()).getByRole('radio', { name: /Office Card/ })));
    // Choosing another payment clears it.
    await payWithVisa(user);
    expect(within(checkout()).queryByText('Added $25.00 to Office Card.')).toBeNull();
  });

  it('names the PayPal option once', async () => {
    await memberCart();
    await priced();
    const paypal = await within(checkout()).findByRole('radio', { name: 'PayPal' });
    expect(paypal.closest('label')?.textContent).toBe('PayPal');
    // A card with a nickname still shows which card it is.
    expect(within(checkout()).getByRole('radio', { name: 'Everyday Visa Visa ending in 4242' })).toBeTruthy();
  });

  it('the sheet opened by its URL cannot place an order the cart could not pay (a Crema Card short of the total)', async () => {
    const user = userEvent.setup();
    const { router } = await memberCart();
    await priced();
    await user.click(await within(checkout()).findByRole('radio', { name: /Office Card/ }));
    expect(await within(checkout()).findByText(OrderMessages.insufficientBalanceForOrder)).toBeTruthy();
    expect((within(checkout()).getByRole('button', { name: 'Review and pay' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      await router.navigate({ hash: '#payment-summary' });
    });
    const sheet = await screen.findByRole('dialog', { name: 'Payment summary' });
    const place = within(sheet).getByRole('button', { name: 'Place order', description: 'Close this summary to finish your order in the cart.' });
    expect((place as HTMLButtonElement).disabled).toBe(true);
    // Paying with a card that covers it makes the sheet's Place order usable.
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await payWithVisa(user);
    const again = await openSummary(user);
    expect((within(again).getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
