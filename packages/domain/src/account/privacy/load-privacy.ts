import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../../shared/async-state';
import type { Clock } from '../../shared/clock';
import type { PrivacyRequests } from '../ports';
import { accountErrorMessage, type AccountError } from '../errors';
import { type PrivacyView, privacyView } from './privacy-view';
import { toAsyncState } from '../../shared/answers';

/** /account/settings/privacy */
export const makeLoadPrivacy =
  (d: { readonly privacy: PrivacyRequests; readonly clock: Clock }) =>
  (): Observable<AsyncState<PrivacyView, AccountError>> =>
    toAsyncState(d.privacy.get().pipe(map(E.map((s) => privacyView(s, d.clock.now())))), (e) => accountErrorMessage(e));
