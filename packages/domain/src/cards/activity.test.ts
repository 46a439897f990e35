// A card's activity: how each line is described (one rule for every backend), its pages (every movement once,
// newest first), "Show more" (nothing shown twice) and its codec (an amount against its kind's sign is refused).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom, toArray } from 'rxjs';
import {
  activityCursor,
  activityPage,
  appendActivity,
  CARD_MOVEMENT_KINDS,
  describeCardActivity,
  movementSign,
  type CardActivityPage,
  type RecordedMovement,
} from './activity';
import { CardActivityEntryCodec, CardActivityPageCodec } from './codecs';
import { makeCardActivity } from './card-activity';
import { recordingLedger } from './test-ledger';

const kind = fc.constantFrom(...CARD_MOVEMENT_KINDS);

/** Movements of two cards, as a ledger writes them: seq 1, 2, ... in order, each amount signed as its kind. */
const ledgerOf = fc
  .array(fc.record({ cardId: fc.constantFrom('card-a', 'card-b'), kind, size: fc.integer({ min: 0, max: 50_000 }), at: fc.nat() }), { maxLength: 60 })
  .map((rows): RecordedMovement[] =>
    rows.map((r, i) => ({ id: `mv-${i + 1}`, seq: i + 1, cardId: r.cardId, kind: r.kind, amount: r.size * movementSign(r.kind), balanceAfter: 0, at: r.at })),
  );

/** Every page of a card's activity from the newest, by the cursors the pages give. */
const walk = (all: readonly RecordedMovement[], cardId: string, limit: number): CardActivityPage[] => {
  const pages: CardActivityPage[] = [];
  let before: number | undefined;
  for (;;) {
    const page = activityPage(all, cardId, limit, before);
    pages.push(page);
    if (page.next === undefined) return pages;
    before = activityCursor(page.next);
  }
};

describe('card activity', () => {
  it('describes every kind of line with a title of its own, and its direction by the sign of its amount', () => {
    const titles = CARD_MOVEMENT_KINDS.map((k) => describeCardActivity({ kind: k, amount: 0 }).title);
    expect(new Set(titles).size).toBe(CARD_MOVEMENT_KINDS.length);
    expect(describeCardActivity({ kind: 'payment', amount: -525 })).toEqual({ title: 'Order paid', direction: 'out' });
    expect(describeCardActivity({ kind: 'auto-reload', amount: 2500 })).toEqual({ title: 'Auto reload', direction: 'in' });
    fc.assert(
      fc.property(kind, fc.integer({ min: 1, max: 50_000 }), (k, size) => {
        const d = describeCardActivity({ kind: k, amount: size * movementSign(k) });
        return d.title.trim() !== '' && d.direction === (movementSign(k) > 0 ? 'in' : 'out');
      }),
    );
  });

  it('property: the pages of a card list each of its movements exactly once, newest first, none of another card, at most a page size each', () => {
    fc.assert(
      fc.property(ledgerOf, fc.integer({ min: 1, max: 25 }), (all, limit) => {
        const pages = walk(all, 'card-a', limit);
        const shown = pages.flatMap((p) => p.entries.map((e) => e.id));
        const expected = all.filter((m) => m.cardId === 'card-a').sort((a, b) => b.seq - a.seq).map((m) => m.id);
        expect(shown).toEqual(expected);
        expect(pages.every((p) => p.entries.length <= limit)).toBe(true);
        // Only the last page has no cursor, and only a full page has one.
        expect(pages.slice(0, -1).every((p) => p.next !== undefined && p.entries.length === limit)).toBe(true);
      }),
    );
  });

  it('property: "Show more" appends the next page, never showing a line twice', () => {
    fc.assert(
      fc.property(ledgerOf, fc.integer({ min: 1, max: 10 }), (all, limit) => {
        let shown: CardActivityPage | undefined;
        for (const page of walk(all, 'card-b', limit)) shown = appendActivity(shown, appendActivity(shown, page));
        const ids = shown?.entries.map((e) => e.id) ?? [];
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toHaveLength(all.filter((m) => m.cardId === 'card-b').length);
        expect(shown?.next).toBeUndefined();
      }),
    );
  });

  it('a cursor is a positive whole number, anything else asks from the newest', () => {
    expect(activityCursor('41')).toBe(41);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'x', '01', '99999999999999999']) expect(activityCursor(bad)).toBeUndefined();
  });

  it('property: the codec takes a line only with its kind\'s sign, within $500', () => {
    fc.assert(
      fc.property(kind, fc.integer({ min: -60_000, max: 60_000 }), (k, amount) => {
        const ok = amount * movementSign(k) >= 0 && Math.abs(amount) <= 50_000;
        return (CardActivityEntryCodec.decode({ id: 'mv-1', kind: k, amount, balanceAfter: 0, at: 1 })._tag === 'Right') === ok;
      }),
    );
    expect(CardActivityPageCodec.decode({ entries: [{ id: 'mv-1', kind: 'bonus', amount: 1, balanceAfter: 1, at: 1 }] })._tag).toBe('Left');
    expect(CardActivityPageCodec.decode({ entries: [], next: 'page-2' })._tag).toBe('Left');
  });

  it('the use case shows the newest page, then the next appended ("Show more"), keeping the lines shown while it loads', async () => {
    const activity = makeCardActivity({ ledger: recordingLedger() });
    const first = await firstValueFrom(activity('card-1').pipe(toArray()));
    const shown = first[1];
    if (shown?.status !== 'ok') throw new Error('no first page');
    expect(shown.value).toEqual({ entries: [expect.objectContaining({ id: 'mv-2' })], next: '2' });
    const more = await firstValueFrom(activity('card-1', shown.value).pipe(toArray()));
    expect(more[0]).toEqual({ status: 'loading', previous: shown.value });
    expect(more[1]).toMatchObject({ status: 'ok', value: { entries: [{ id: 'mv-2' }, { id: 'mv-1' }] } });
    const missing = await firstValueFrom(activity('nope').pipe(toArray()));
    expect(missing[1]).toMatchObject({ status: 'error' });
  });
});
