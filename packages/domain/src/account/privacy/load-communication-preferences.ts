import type { Observable } from 'rxjs';
import type { AsyncState } from '../../shared/async-state';
import type { CommunicationPreferences } from '../model';
import type { ContactPreferences } from '../ports';
import { accountErrorMessage, type AccountError } from '../errors';
import { toAsyncState } from '../../shared/answers';

export const makeLoadCommunicationPreferences =
  (d: { readonly preferences: ContactPreferences }) =>
  (): Observable<AsyncState<CommunicationPreferences, AccountError>> =>
    toAsyncState(d.preferences.get(), (e) => accountErrorMessage(e));
