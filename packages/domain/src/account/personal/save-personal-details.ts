import type { Observable } from 'rxjs';
import type { AsyncState } from '../../shared/async-state';
import type { PersonalDetails, PersonalDetailsInput } from '../model';
import type { MemberRecords } from '../ports';
import { normalizePersonalDetails, validatePersonalDetails } from './details-rules';
import type { AccountError } from '../errors';
import { AccountMessages } from '../messages';
import { savedState, type Saved } from '../saved';
import { unlessInvalid } from '../../shared/answers';

/** Saves name, phone, birthday and address; field errors come back in error.context.fields. */
export const makeSavePersonalDetails =
  (d: { readonly records: MemberRecords }) =>
  (input: PersonalDetailsInput): Observable<AsyncState<Saved<PersonalDetails>, AccountError>> =>
    unlessInvalid(validatePersonalDetails(input), AccountMessages.checkFields, () =>
      savedState(d.records.updatePersonalDetails(normalizePersonalDetails(input)), AccountMessages.personalSaved),
    );
