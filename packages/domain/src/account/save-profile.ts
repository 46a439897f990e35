import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../shared/async-state';
import type { Profile, ProfileInput } from './model';
import type { MemberRecords } from './ports';
import { normalizeProfile, validateProfile } from './details-rules';
import { accountErrorMessage, type AccountError } from './errors';
import { AccountMessages } from './messages';
import { toAsyncState, unlessInvalid } from '../shared/answers';
import type { Saved } from './save-personal-details';

export const makeSaveProfile =
  (d: { readonly records: MemberRecords }) =>
  (input: ProfileInput): Observable<AsyncState<Saved<Profile>, AccountError>> =>
    unlessInvalid(validateProfile(input), AccountMessages.checkFields, () =>
      toAsyncState(
        d.records.updateProfile(normalizeProfile(input)).pipe(map(E.map((value) => ({ value, message: AccountMessages.profileSaved })))),
        (e) => accountErrorMessage(e),
      ),
    );
