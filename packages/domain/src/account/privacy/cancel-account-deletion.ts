import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../../shared/async-state';
import type { Clock } from '../../shared/clock';
import type { PrivacyRequests } from '../ports';
import type { AccountError } from '../errors';
import { AccountMessages } from '../messages';
import { type PrivacyView, privacyView } from './privacy-view';
import { savedState, type Saved } from '../saved';

export const makeCancelAccountDeletion =
  (d: { readonly privacy: PrivacyRequests; readonly clock: Clock }) =>
  (): Observable<AsyncState<Saved<PrivacyView>, AccountError>> =>
    savedState(d.privacy.cancelDeletion().pipe(map(E.map((s) => privacyView(s, d.clock.now())))), AccountMessages.deletionCancelled);
