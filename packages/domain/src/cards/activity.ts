// A Crema card's activity (issue #32, point 3): every movement of its balance the ledger wrote (orders paid
// with it, reloads, auto reloads, transfers in and out, refunds, the card's adding and removal), newest first,
// a page at a time. The server reads it from its card_movements table, the fake from its own; both answer the
// same kinds, and this file alone says what each kind is called and which way its money went.

/** Every kind of movement a card ledger writes (the server's card_movements.kind, the fake's alike). */
export const CARD_MOVEMENT_KINDS = ['payment', 'auto-reload', 'reload', 'transfer-in', 'transfer-out', 'refund', 'add', 'add-transfer-in', 'remove'] as const;
export type CardMovementKind = (typeof CARD_MOVEMENT_KINDS)[number];

export const isCardMovementKind = (s: string): s is CardMovementKind => (CARD_MOVEMENT_KINDS as readonly string[]).includes(s);

/** One line of a card's activity. */
export interface CardActivityEntry {
  readonly id: string;
  readonly kind: CardMovementKind;
  /** Signed minor units: what the balance changed by (an order paid is negative, a reload positive). */
  readonly amount: number;
  /** The balance right after this movement (minor units). */
  readonly balanceAfter: number;
  /** When it happened (ms since the epoch, the ledger's clock). */
  readonly at: number;
}

/** One page of a card's activity, newest first; `next` asks for the page after it (absent on the last page). */
export interface CardActivityPage {
  readonly entries: readonly CardActivityEntry[];
  readonly next?: string;
}

/** Ours (the spec is silent): a phone screen or two of lines; "Show more" asks for the next. */
export const CARD_ACTIVITY_PAGE_SIZE = 20;
/** The most lines one request may ask for. */
export const CARD_ACTIVITY_MAX_PAGE_SIZE = 100;

export interface ActivityDescription {
  /** What the line says happened. */
  readonly title: string;
  /** Money onto the card ('in'), off it ('out'), or none moved ('none': a $0 card added or removed). */
  readonly direction: 'in' | 'out' | 'none';
}

const TITLES: Readonly<Record<CardMovementKind, string>> = {
  payment: 'Order paid',
  'auto-reload': 'Auto reload',
  reload: 'Money added',
  'transfer-in': 'Transfer in',
  'transfer-out': 'Transfer out',
  refund: 'Refund',
  add: 'Card added',
  'add-transfer-in': 'Transfer in from an added card',
  remove: 'Card removed',
};

/** How a line of a card's activity is described, on every backend. */
export const describeCardActivity = (e: Pick<CardActivityEntry, 'kind' | 'amount'>): ActivityDescription => ({
  title: TITLES[e.kind],
  direction: e.amount > 0 ? 'in' : e.amount < 0 ? 'out' : 'none',
});

/** The sign a movement of this kind carries: money in (+1) or out (-1); a ledger writes each kind only this way. */
export const movementSign = (kind: CardMovementKind): 1 | -1 => (kind === 'payment' || kind === 'transfer-out' || kind === 'remove' ? -1 : 1);

/** A movement as a ledger keeps it: an entry plus its place in the order the ledger wrote them (1, 2, ...). */
export interface RecordedMovement extends CardActivityEntry {
  readonly cardId: string;
  readonly seq: number;
}

/**
 * One page of a card's activity from every movement a ledger holds (the fake's reading; the server's SQL does the
 * same): the card's movements written before the cursor `before` (a movement's seq; none: from the newest), newest
 * first (the order written: a payment before the auto reload it set off, in the same instant), at most `limit`,
 * with the cursor of the next page when older ones remain.
 */
export const activityPage = (all: readonly RecordedMovement[], cardId: string, limit: number, before?: number): CardActivityPage => {
  const older = all
    .filter((m) => m.cardId === cardId && (before === undefined || m.seq < before))
    .sort((a, b) => b.seq - a.seq);
  const page = older.slice(0, limit);
  const last = page[page.length - 1];
  const entries = page.map(({ id, kind, amount, balanceAfter, at }) => ({ id, kind, amount, balanceAfter, at }));
  return older.length > limit && last !== undefined ? { entries, next: String(last.seq) } : { entries };
};

/** A page's cursor as the request carries it: a positive whole number, else none (from the newest). */
export const activityCursor = (next: string | undefined): number | undefined => {
  if (next === undefined || !/^[1-9]\d{0,15}$/.test(next)) return undefined;
  const n = Number(next);
  return Number.isSafeInteger(n) ? n : undefined;
};

/** The lines shown after "Show more": the shown ones, then the next page's (a line already shown is not repeated). */
export const appendActivity = (shown: CardActivityPage | undefined, page: CardActivityPage): CardActivityPage => {
  const seen = new Set((shown?.entries ?? []).map((e) => e.id));
  const entries = [...(shown?.entries ?? []), ...page.entries.filter((e) => !seen.has(e.id))];
  return page.next === undefined ? { entries } : { entries, next: page.next };
};
