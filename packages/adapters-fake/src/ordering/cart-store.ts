// An in-memory CartStore for tests: instances made on one hub behave like browser tabs sharing storage
// (each sees the others' writes through changes(), never its own). The web implements the same port over
// localStorage and the storage event.
import { of, Subject, filter, map, type Observable } from 'rxjs';
import { right } from 'fp-ts/Either';
import type { CartSnapshot, CartStore } from '@crema/domain/ordering';

export interface CartHub {
  value: CartSnapshot | null;
  readonly writes: Subject<{ readonly from: symbol; readonly snapshot: CartSnapshot | null }>;
  /** Number of saves, for tests. */
  saves: number;
}

export const createCartHub = (initial: CartSnapshot | null = null): CartHub => ({ value: initial, writes: new Subject(), saves: 0 });

export const createMemoryCartStore = (hub: CartHub = createCartHub()): CartStore => {
  const me = Symbol('tab');
  return {
    load: () => of(right(hub.value)),
    save: (snapshot) => {
      hub.value = snapshot;
      hub.saves += 1;
      hub.writes.next({ from: me, snapshot });
      return of(right(undefined));
    },
    changes: (): Observable<CartSnapshot | null> =>
      hub.writes.pipe(
        filter((w) => w.from !== me),
        map((w) => w.snapshot),
      ),
  };
};
