import type { Observable } from 'rxjs';
import type { AsyncState } from '../../shared/async-state';
import type { PartnerProgram } from '../ports';
import type { AccountError } from '../errors';
import { AccountMessages } from '../messages';
import { savedState, type Saved } from '../saved';

export const makeUnlinkPartner =
  (d: { readonly partners: PartnerProgram }) =>
  (): Observable<AsyncState<Saved<null>, AccountError>> =>
    savedState(d.partners.unlink(), AccountMessages.partnerUnlinked);
