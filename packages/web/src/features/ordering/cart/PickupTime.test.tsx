// The pickup time on the cart as the clock moves (the container's injected clock, with the page's timers
// moved alongside it): past slots leave the list, a chosen slot that passed goes back to 'As soon as
// possible' with a note, the list is fetched again, and the order then places instead of failing with
// 'No valid service time'.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartMessages, OrderMessages, storeTimeZoneNote } from '@crema/domain/ordering';
import { TEST_NOW } from '../../../test/render-app';
import { presetSelectedStore, renderOrdering } from '../test-ordering';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { CROISSANT, LATTE, STORES, presetCart } from './test-cart';

vi.setConfig({ testTimeout: 30_000 });

const MINUTE = 60_000;
const checkout = () => screen.getByRole('complementary');
const priced = async () => within(await screen.findByRole('complementary')).findByText('Total');
const slotPicker = () => within(checkout()).queryByLabelText('Pickup at') as HTMLSelectElement | null;
const optionLabels = () => Array.from(slotPicker()?.options ?? []).map((o) => o.textContent ?? '');
/** '8:45 AM' as minutes after 8:30 AM (TEST_NOW in Seattle). */
const minutesAfterOpen = (label: string): number => {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)/.exec(label);
  if (m === null) throw new Error(`not a time: ${label}`);
  const h = (Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0);
  return h * 60 + Number(m[2]) - (8 * 60 + 30);
};

/** A member at Westlake Center paying with the Visa, who schedules the `label` slot (8:45 AM). */
const scheduled = async (label = '8:45 AM') => {
  presetSelectedStore(STORES.westlake.storeNumber);
  presetCart([LATTE, CROISSANT]);
  const r = await renderOrdering('/menu/cart', { member: true });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await priced();
  await user.click(await within(checkout()).findByRole('radio', { name: /Everyday Visa/ }));
  await user.click(within(checkout()).getByRole('radio', { name: /Schedule for later/ }));
  const picker = await within(checkout()).findByLabelText('Pickup at');
  const slot = Array.from((picker as HTMLSelectElement).options).find((o) => o.textContent === label);
  if (slot === undefined) throw new Error(`no ${label} slot`);
  await user.selectOptions(picker, slot);
  expect(r.container.get(OrderingTokens.Order).get().scheduledTimeSlot?.id).toBe(slot.value);
  return { ...r, user };
};

/** How far the injected clock and the page's timers move in one step of `pass`. */
const STEP_MS = 1_000;

/**
 * Moves the injected clock and the page's timers together, a second at a time, as time passes in a browser:
 * promises settle between two timers, and a timer never fires long before the clock reaches its moment (a
 * clock moved a minute at once, then the timers, would see a wake-up re-armed every 51 ms for that minute).
 */
const pass = async (clock: { advance(ms: number): void }, ms: number) => {
  await act(async () => {
    for (let moved = 0; moved < ms; moved += STEP_MS) {
      const step = Math.min(STEP_MS, ms - moved);
      clock.advance(step);
      await vi.advanceTimersByTimeAsync(step);
    }
  });
};

describe('pickup time as the clock moves', () => {
  beforeEach(() => {
    // The flows' timers run on rxjs's async scheduler, which arms setInterval.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drops past slots from the list and clears a chosen slot that passed, with a note, then offers fresh slots', async () => {
    const { clock, container, user } = await scheduled('9:00 AM');
    expect(optionLabels()[0]).toBe('8:40 AM');

    // 8:41: the 8:40 slot has passed and leaves the list (fetched again); 9:00 is still chosen.
    await pass(clock, 11 * MINUTE);
    await waitFor(() => expect(optionLabels()).not.toContain('8:40 AM'));
    expect(optionLabels().every((l) => minutesAfterOpen(l) >= 11)).toBe(true);
    expect(slotPicker()?.selectedOptions[0]?.textContent).toBe('9:00 AM');

    // 9:01: 9:00 has passed: back to 'As soon as possible', with the note.
    await pass(clock, 20 * MINUTE);
    const note = await within(checkout()).findByText(OrderMessages.scheduledSlotDropped('9:00 AM'));
    expect(note.getAttribute('role')).toBe('status');
    expect((within(checkout()).getByRole('radio', { name: 'As soon as possible' }) as HTMLInputElement).checked).toBe(true);
    expect(slotPicker()).toBeNull();
    expect(container.get(OrderingTokens.Order).get().scheduledTimeSlot).toBeUndefined();

    // Scheduling again offers only slots from now on (the list was fetched again), up to one hour ahead.
    await user.click(within(checkout()).getByRole('radio', { name: /Schedule for later/ }));
    await waitFor(() => expect(slotPicker()).not.toBeNull());
    const minutes = optionLabels().map((l) => minutesAfterOpen(l));
    expect(minutes.length).toBeGreaterThan(0);
    expect(minutes.every((m) => m >= 31 && m <= 31 + 60)).toBe(true);
    // Choosing again puts the note away.
    expect(within(checkout()).queryByText(OrderMessages.scheduledSlotDropped('9:00 AM'))).toBeNull();
  });

  it("QA's steps: 20 minutes later, Refresh, Review and pay: the order is as soon as possible and places", async () => {
    const { clock, user, router } = await scheduled();
    await pass(clock, 20 * MINUTE);
    expect(await within(checkout()).findByText(OrderMessages.scheduledSlotDropped('8:45 AM'))).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: CartMessages.refresh }));
    await priced();
    await user.click(within(checkout()).getByRole('button', { name: 'Review and pay' }));
    const sheet = await screen.findByRole('dialog', { name: 'Payment summary' });
    expect(within(sheet).queryByText(/Scheduled for/)).toBeNull();
    expect(within(sheet).getByText('As soon as possible')).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('dialog', { name: OrderMessages.successTitle })).toBeTruthy();
    expect(screen.queryByText(OrderMessages.noValidServiceTime)).toBeNull();
    expect(router.state.location.pathname).toBe('/menu/previous');
  });

  it('fetches the slots again as the earliest passes (never more than once a minute) and when pricing is refreshed', async () => {
    const { clock, container, user } = await scheduled();
    const loads: number[] = [];
    const sub = container.get(OrderingTokens.LoadTimeSlots).latest$.subscribe((s) => {
      if (s.status === 'loading') loads.push(clock.now());
    });
    // An hour on the page, a minute at a time.
    for (let i = 0; i < 60; i += 1) await pass(clock, MINUTE);
    // The fake offers slots from 10 minutes ahead: the earliest passes, and the list is fetched, every 15 minutes.
    expect(loads.length).toBe(4);
    expect(loads.every((t, i) => i === 0 || t - (loads[i - 1] ?? 0) >= MINUTE)).toBe(true);
    // Pricing went stale meanwhile: its Refresh fetches the slots too.
    const before = loads.length;
    await user.click(await screen.findByRole('button', { name: CartMessages.refresh }));
    await priced();
    await waitFor(() => expect(loads.length).toBe(before + 1));
    sub.unsubscribe();
  });

  it("names the store's time zone next to the times when it differs from this browser's", async () => {
    await scheduled();
    const zone = storeTimeZoneNote('America/Los_Angeles', Intl.DateTimeFormat().resolvedOptions().timeZone, TEST_NOW);
    const text = `Times are the store\u2019s local time (${zone ?? ''}).`;
    if (zone === undefined) expect(within(checkout()).queryByText(/local time/)).toBeNull();
    else expect(within(checkout()).getByText(text).id).toBe(slotPicker()?.getAttribute('aria-describedby'));
  });
});
