// What an account command answers when it succeeds: the value now on file and the notice the page shows.
import { map, type Observable } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../shared/async-state';
import { toAsyncState, type Answer } from '../shared/answers';
import { accountErrorMessage, type AccountError } from './errors';

export interface Saved<T> {
  readonly value: T;
  readonly message: string;
}

/**
 * A command's answer as the page's state: ok with the value and its notice (`notice` may read the value: the
 * address a code went to), or the failure with the catalogue's message.
 */
export const savedState = <T>(answer: Answer<T, AccountError>, notice: string | ((value: T) => string)): Observable<AsyncState<Saved<T>, AccountError>> =>
  toAsyncState(
    answer.pipe(map(E.map((value) => ({ value, message: typeof notice === 'string' ? notice : notice(value) })))),
    (e) => accountErrorMessage(e),
  );
