import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../shared/async-state';
import type { PartnerProgram } from './ports';
import { accountErrorMessage, type AccountError } from './errors';
import { AccountMessages } from './messages';
import { toAsyncState } from '../shared/answers';
import type { Saved } from './save-personal-details';

export const makeUnlinkPartner =
  (d: { readonly partners: PartnerProgram }) =>
  (): Observable<AsyncState<Saved<null>, AccountError>> =>
    toAsyncState(d.partners.unlink().pipe(map(E.map((value) => ({ value, message: AccountMessages.partnerUnlinked })))), (e) => accountErrorMessage(e));
