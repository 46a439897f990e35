import type { Observable } from 'rxjs';
import type { AsyncState } from '../../shared/async-state';
import type { DataExport } from '../model';
import type { PrivacyRequests } from '../ports';
import { accountErrorMessage, type AccountError } from '../errors';
import { toAsyncState } from '../../shared/answers';

/** The prepared data export (a JSON document); DATA_EXPORT_NOT_READY before it is ready. */
export const makeDownloadDataExport =
  (d: { readonly privacy: PrivacyRequests }) =>
  (): Observable<AsyncState<DataExport, AccountError>> =>
    toAsyncState(d.privacy.downloadDataExport(), (e) => accountErrorMessage(e));
