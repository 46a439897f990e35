import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Subject, concat, of } from 'rxjs';
import { createLiveQuery, settledQuery } from './live-query';

describe('createLiveQuery', () => {
  it('what the use case answers at once is the state at once (a cache hit)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 5 }), (values) => {
        const q = createLiveQuery(() => of(...values), -1);
        expect(q.current()).toBe(values.at(-1));
      }),
    );
  });

  it('holds the initial state until the first answer, then the latest', () => {
    const answers = new Subject<string>();
    const q = createLiveQuery(() => answers, 'waiting');
    const seen: string[] = [];
    q.state$.subscribe((s) => seen.push(s));
    answers.next('a');
    answers.next('b');
    expect(seen).toEqual(['waiting', 'a', 'b']);
  });

  it('retry runs the use case again, dropping the run before', () => {
    const runs: Subject<number>[] = [];
    const q = createLiveQuery(() => {
      const s = new Subject<number>();
      runs.push(s);
      return concat(of(0), s);
    }, -1);
    q.retry();
    expect(runs).toHaveLength(2);
    runs[0]!.next(1); // the dropped run answers late: not shown
    expect(q.current()).toBe(0);
    runs[1]!.next(2);
    expect(q.current()).toBe(2);
  });
});

describe('settledQuery', () => {
  it('is its value, and retry changes nothing', () => {
    const q = settledQuery('loading');
    q.retry();
    expect(q.current()).toBe('loading');
  });
});
