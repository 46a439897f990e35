import type { Observable } from 'rxjs';
import type { AsyncState } from '../../shared/async-state';
import type { PersonalDetails } from '../model';
import type { MemberRecords } from '../ports';
import { accountErrorMessage, type AccountError } from '../errors';
import { toAsyncState } from '../../shared/answers';

/** /account/personal */
export const makeLoadPersonalDetails =
  (d: { readonly records: MemberRecords }) =>
  (): Observable<AsyncState<PersonalDetails, AccountError>> =>
    toAsyncState(d.records.getPersonalDetails(), (e) => accountErrorMessage(e));
