// The one shape a use case emits for the UI to render: every state, including each error with its
// user-visible message already resolved from the capability's catalogue.
import type { DomainError } from './errors';

export type AsyncState<T, E = DomainError> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly previous?: T }
  | { readonly status: 'ok'; readonly value: T }
  | { readonly status: 'error'; readonly error: E; readonly message: string; readonly previous?: T };

export const idle = <T, E = DomainError>(): AsyncState<T, E> => ({ status: 'idle' });
export const loading = <T, E = DomainError>(previous?: T): AsyncState<T, E> =>
  previous === undefined ? { status: 'loading' } : { status: 'loading', previous };
export const ok = <T, E = DomainError>(value: T): AsyncState<T, E> => ({ status: 'ok', value });
export const failed = <T, E = DomainError>(error: E, message: string, previous?: T): AsyncState<T, E> =>
  previous === undefined ? { status: 'error', error, message } : { status: 'error', error, message, previous };
