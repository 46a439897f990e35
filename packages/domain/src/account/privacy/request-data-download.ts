import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../../shared/async-state';
import type { Clock } from '../../shared/clock';
import type { PrivacyRequests } from '../ports';
import type { AccountError } from '../errors';
import { AccountMessages } from '../messages';
import { type PrivacyView, privacyView } from './privacy-view';
import { savedState, type Saved } from '../saved';

/** Asks for a copy of the member's data; a second request while one is prepared is 'already received'. */
export const makeRequestDataDownload =
  (d: { readonly privacy: PrivacyRequests; readonly clock: Clock }) =>
  (): Observable<AsyncState<Saved<PrivacyView>, AccountError>> =>
    savedState(d.privacy.requestDataDownload().pipe(map(E.map((s) => privacyView(s, d.clock.now())))), AccountMessages.dataDownloadRequested);
