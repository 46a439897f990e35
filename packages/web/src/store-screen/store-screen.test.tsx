// The partner's store screen (issue #28) over an in-memory store: its ports answering as the server does, each
// move decided by the domain's own rule (applyMove). What a partner sees and does: the store and who is signed
// in, the open orders with their items as made, a move by keyboard that keeps the focus, a cancel with its reason,
// an order arriving live and announced; signed out, the way to sign in; no partner, the domain's words.
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { concat, map, of, Subject } from 'rxjs';
import { left, right } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import type { MemberProfile } from '@crema/domain/auth';
import {
  applyMove,
  OrderProgressCodes,
  OrderProgressTexts,
  type OrderProgressError,
  type StoreOrders,
  type StoreQueueChange,
  type StoreQueueOrder,
} from '@crema/domain/order-progress';
import { StoreScreen } from './StoreScreen';
import type { StoreScreenServices } from './services';

const PIKE = '10001-65096';
const PARTNER = { memberId: 'partner-pike-1', partnerOf: ['10001'] };
const SAM: MemberProfile = { memberId: 'partner-pike-1', email: 'pike@crema.coffee', firstName: 'Sam', lastName: 'Rivera' };
const NOW = Date.UTC(2026, 0, 15, 17, 0);

const orderOf = (orderNumber: string, customerName: string, placedAt: number): StoreQueueOrder => ({
  orderId: `ord-${orderNumber}`,
  orderNumber,
  storeNumber: PIKE,
  storeName: '1st & Pike',
  placedAt,
  items: [{ name: 'Latte', quantity: 1, sizeName: 'Grande', customizations: [{ name: 'Oat milk' }, { name: 'Syrup', value: 'Vanilla', quantity: 2 }] }],
  stage: 'received',
  moves: [{ stage: 'received', at: placedAt }],
  estimatedReadyAt: placedAt + 10 * 60_000,
  customerName,
});

/** 1st & Pike's queue as the server keeps it, in memory; `refuse`: every read and stream answers that instead. */
const memoryStore = (orders: readonly StoreQueueOrder[], refuse?: OrderProgressError) => {
  let held = orders;
  const changes = new Subject<StoreQueueChange>();
  const port: StoreOrders = {
    queue: () => of(refuse !== undefined ? left(refuse) : right({ storeNumber: PIKE, storeName: '1st & Pike', orders: held })),
    watch: () => (refuse !== undefined ? of(left(refuse)) : concat(of(right({ kind: 'open' as const })), changes.pipe(map((value) => right({ kind: 'change' as const, value }))))),
    move: (orderId, request) => {
      const order = held.find((o) => o.orderId === orderId);
      if (order === undefined) return of(left(domainError(ErrorCodes.NOT_FOUND, { status: 404 })));
      const moved = applyMove(order, request, PARTNER, NOW);
      if (moved._tag === 'Left') return of(moved);
      const { stage, at, reason } = moved.right;
      const next: StoreQueueOrder = { ...order, stage, moves: [...order.moves, { stage, at }], ...(reason !== undefined ? { cancelReason: reason } : {}) };
      held = held.map((o) => (o.orderId === orderId ? next : o));
      return of(right(next));
    },
  };
  /** A new order placed by a customer: it reaches the open stream. */
  const arrive = (order: StoreQueueOrder): void => {
    held = [...held, order];
    changes.next({ kind: 'order', order });
  };
  return { port, arrive };
};

const servicesOf = (orders: StoreOrders, who: MemberProfile | null = SAM) => {
  const signOut = vi.fn(() => of(right<never, void>(undefined)));
  const services: StoreScreenServices = { orders, accounts: { current: () => of(right(who)), signOut }, forgetSignedIn: vi.fn() };
  return { services, signOut };
};

const showAt = (services: StoreScreenServices, path = '/store/orders') => render(<StoreScreen services={services} path={path} />);

describe('the store screen', () => {
  it('shows its store, who is signed in and the open orders by pickup time, each item as the barista makes it', async () => {
    const { port } = memoryStore([orderOf('RDSTORE2', 'Blake', NOW - 60_000), orderOf('RDSTORE1', 'Avery', NOW - 120_000)]);
    showAt(servicesOf(port).services);
    expect(screen.getByRole('heading', { level: 1, name: 'Store orders' })).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('1st & Pike', { exact: true })).toBeTruthy();
    expect(header.textContent).toContain('Signed in as Sam Rivera');
    expect(screen.getByRole('heading', { level: 2, name: '2 open orders' })).toBeTruthy();
    expect(screen.getByText('Live: this page updates by itself.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Open orders by pickup time' });
    const cards = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['Avery #RDSTORE1', 'Blake #RDSTORE2']);
    expect(within(cards[0] as HTMLElement).getByText('1 × Grande Latte')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('Syrup: Vanilla × 2')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('Order received')).toBeTruthy();
  });

  it('moves an order by keyboard with the focus kept on its next move, and cancels another with a reason', async () => {
    const user = userEvent.setup();
    const { port } = memoryStore([orderOf('RDSTORE1', 'Avery', NOW - 120_000), orderOf('RDSTORE2', 'Blake', NOW - 60_000)]);
    showAt(servicesOf(port).services);
    const card = (name: string) => screen.getByRole('listitem', { name });
    const start = within(card('Avery #RDSTORE1')).getByRole('button', { name: 'Start preparing' });
    start.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(card('Avery #RDSTORE1')).getByText('Preparing')).toBeTruthy());
    expect(document.activeElement).toBe(within(card('Avery #RDSTORE1')).getByRole('button', { name: 'Mark ready' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Mark picked up'));

    await user.click(within(card('Blake #RDSTORE2')).getByRole('button', { name: 'Cancel order' }));
    const reason = screen.getByLabelText('Reason for cancelling (order RDSTORE2)');
    expect(document.activeElement).toBe(reason);
    await user.type(reason, 'Out of oat milk');
    await user.click(within(card('Blake #RDSTORE2')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Blake #RDSTORE2' })).toBeNull());
    // The card went with the focus on it: the list's heading has it now.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: '1 open order' }));
  });

  it("puts 'Keep order' back on the cancel button it came from", async () => {
    const user = userEvent.setup();
    const { port } = memoryStore([orderOf('RDSTORE1', 'Avery', NOW)]);
    showAt(servicesOf(port).services);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel order' }));
  });

  it('shows an order placed meanwhile without a reload, and says so politely', async () => {
    const { port, arrive } = memoryStore([orderOf('RDSTORE1', 'Avery', NOW - 60_000)]);
    showAt(servicesOf(port).services);
    act(() => arrive(orderOf('RDSTORE3', 'Jo', NOW)));
    expect(screen.getByRole('listitem', { name: 'Jo #RDSTORE3' })).toBeTruthy();
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'New order RDSTORE3 for Jo.')).toBe(true);
  });

  it("signed out: the way to the customer app's sign-in page, which comes back here", () => {
    const { port } = memoryStore([], domainError(ErrorCodes.UNAUTHORIZED, { status: 401 }));
    showAt(servicesOf(port, null).services);
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in to see your store’s orders' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin?returnTo=%2Fstore%2Forders');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it("signed in with no partner role: the domain's words, and a way to sign out", () => {
    const { port } = memoryStore([], domainError(OrderProgressCodes.NOT_A_PARTNER, { status: 403 }));
    showAt(servicesOf(port, { ...SAM, memberId: 'member-demo-1', firstName: 'Avery', lastName: 'Demo' }).services);
    expect(screen.getByText(OrderProgressTexts.notPartner)).toBeTruthy();
    expect(OrderProgressTexts.notPartner).toBe('This page is for store partners. Sign in with a partner account.');
    expect(screen.getByRole('banner').textContent).toContain('Signed in as Avery Demo');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Open orders by pickup time' })).toBeNull();
  });

  it("signs out on the server, drops the customer app's copy of who was signed in, and offers to sign in again", async () => {
    const user = userEvent.setup();
    const { port } = memoryStore([orderOf('RDSTORE1', 'Avery', NOW)]);
    const { services, signOut } = servicesOf(port);
    showAt(services);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(services.forgetSignedIn).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Sign in to see your store’s orders' }));
    expect(screen.queryByRole('list', { name: 'Open orders by pickup time' })).toBeNull();
    expect(screen.getByRole('banner').textContent).not.toContain('Sam');
  });

  it('has one page: any other /store/ path links to it', () => {
    const { port } = memoryStore([]);
    const elsewhere = showAt(servicesOf(port).services, '/store/elsewhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Store orders' }).getAttribute('href')).toBe('/store/orders');
    elsewhere.unmount();
    // A trailing slash is the same page.
    showAt(servicesOf(port).services, '/store/orders/');
    expect(screen.getByRole('heading', { level: 1, name: 'Store orders' })).toBeTruthy();
  });
});
