import type { Observable } from 'rxjs';
import type { AsyncState } from '../../shared/async-state';
import type { Profile, ProfileInput } from '../model';
import type { MemberRecords } from '../ports';
import { normalizeProfile, validateProfile } from './details-rules';
import type { AccountError } from '../errors';
import { AccountMessages } from '../messages';
import { unlessInvalid } from '../../shared/answers';
import { savedState, type Saved } from '../saved';

export const makeSaveProfile =
  (d: { readonly records: MemberRecords }) =>
  (input: ProfileInput): Observable<AsyncState<Saved<Profile>, AccountError>> =>
    unlessInvalid(validateProfile(input), AccountMessages.checkFields, () =>
      savedState(d.records.updateProfile(normalizeProfile(input)), AccountMessages.profileSaved),
    );
