// Test-only: a minimal in-memory CardLedger that records every call, for use-case tests in the domain
// (the real simulator is the fake adapter, tested against the contract suite).
import { of } from 'rxjs';
import { left, right, type Either } from 'fp-ts/Either';
import { domainError } from '../shared/errors';
import type { CardsError } from './payment-codes';
import type { AutoReloadSettings, StoredValueCard } from './model';
import type { CardLedger, CardResult } from './ports';

export const testCard = (over: Partial<StoredValueCard> = {}): StoredValueCard => ({
  cardId: 'card-1',
  cardNumber: '6104172300184521',
  nickname: 'My Card',
  cardImageUrl: '/c.svg',
  productNumber: '11000001',
  balance: { amount: 1845, currency: 'USD' },
  primary: true,
  ...over,
});

export interface RecordingLedger extends CardLedger {
  readonly calls: string[];
  /** Make the next call of `method` fail with this error. */
  failNext(method: string, e: CardsError): void;
}

export const recordingLedger = (cards: StoredValueCard[] = [testCard()]): RecordingLedger => {
  const calls: string[] = [];
  const failures = new Map<string, CardsError>();
  const answer = <T>(method: string, f: () => Either<CardsError, T>): CardResult<T> => {
    calls.push(method);
    const e = failures.get(method);
    failures.delete(method);
    return of(e !== undefined ? left(e) : f());
  };
  const find = (cardId: string): Either<CardsError, StoredValueCard> => {
    const c = cards.find((x) => x.cardId === cardId);
    return c === undefined ? left(domainError('NOT_FOUND', { status: 404 })) : right(c);
  };
  const withProfile = (s: AutoReloadSettings) => () => {
    const c = find(s.cardId);
    return c._tag === 'Left' ? c : right({ ...c.right, autoReloadProfile: { status: 'active' as const, ...s } });
  };
  return {
    calls,
    failNext: (m, e) => failures.set(m, e),
    list: () => answer('list', () => right(cards)),
    get: (id) => answer('get', () => find(id)),
    // Two pages: the newest line with a cursor, then the oldest.
    activity: (id, page = {}) => answer('activity', () => {
      const c = find(id);
      if (c._tag === 'Left') return c;
      const newest = { id: 'mv-2', kind: 'payment' as const, amount: -525, balanceAfter: 1320, at: 2 };
      const oldest = { id: 'mv-1', kind: 'reload' as const, amount: 1000, balanceAfter: 1845, at: 1 };
      return right(page.before === undefined ? { entries: [newest], next: '2' } : { entries: [oldest] });
    }),
    add: (req) => answer('add', () => right({ card: testCard({ cardId: 'card-new', cardNumber: req.cardNumber, primary: false }) })),
    remove: (id) => answer('remove', () => {
      const c = find(id);
      return c._tag === 'Left' ? c : right({ cardId: id, cardNumber: c.right.cardNumber });
    }),
    makePrimary: (id) => answer('makePrimary', () => find(id)),
    reload: (req) => answer('reload', () => {
      const c = find(req.cardId);
      return c._tag === 'Left' ? c : right({ ...c.right, balance: { amount: c.right.balance.amount + req.amount, currency: 'USD' } });
    }),
    transfer: (req) => answer('transfer', () => {
      const f = find(req.fromCardId);
      const t = find(req.toCardId);
      return f._tag === 'Left' ? f : t._tag === 'Left' ? t : right({ from: f.right, to: t.right });
    }),
    createAutoReload: (s) => answer('createAutoReload', withProfile(s)),
    updateAutoReload: (s) => answer('updateAutoReload', withProfile(s)),
    disableAutoReload: (id) => answer('disableAutoReload', () => find(id)),
    barcode: (n) => answer('barcode', () => right({ kind: 'symbol' as const, symbology: 'pdf417' as const, text: n })),
    cardInfoFromToken: (t) => answer('cardInfoFromToken', () =>
      t === 'good'
        ? right({ cardNumber: '6104172399005000', securityCode: '50005000', balance: 2500, productNumber: 'p', cardImageUrl: 'i' })
        : left(domainError('NOT_FOUND', { status: 404 }))),
  };
};
