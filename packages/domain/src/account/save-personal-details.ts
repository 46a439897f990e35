import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../shared/async-state';
import type { PersonalDetails, PersonalDetailsInput } from './model';
import type { MemberRecords } from './ports';
import { normalizePersonalDetails, validatePersonalDetails } from './details-rules';
import { accountErrorMessage, type AccountError } from './errors';
import { AccountMessages } from './messages';
import { toAsyncState, unlessInvalid } from '../shared/answers';

export interface Saved<T> {
  readonly value: T;
  readonly message: string;
}

/** Saves name, phone, birthday and address; field errors come back in error.context.fields. */
export const makeSavePersonalDetails =
  (d: { readonly records: MemberRecords }) =>
  (input: PersonalDetailsInput): Observable<AsyncState<Saved<PersonalDetails>, AccountError>> =>
    unlessInvalid(validatePersonalDetails(input), AccountMessages.checkFields, () =>
      toAsyncState(
        d.records.updatePersonalDetails(normalizePersonalDetails(input)).pipe(map(E.map((value) => ({ value, message: AccountMessages.personalSaved })))),
        (e) => accountErrorMessage(e),
      ),
    );
