import type { Observable } from 'rxjs';
import type { AsyncState } from '../../shared/async-state';
import type { Profile } from '../model';
import type { MemberRecords } from '../ports';
import { accountErrorMessage, type AccountError } from '../errors';
import { toAsyncState } from '../../shared/answers';

/** /account/profile: display name, avatar initials, member since, favorite drink. */
export const makeLoadProfile =
  (d: { readonly records: MemberRecords }) =>
  (): Observable<AsyncState<Profile, AccountError>> =>
    toAsyncState(d.records.getProfile(), (e) => accountErrorMessage(e));
