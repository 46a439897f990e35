// Every account use case over one set of ports: what the web binds for the signed-in member, and what the
// fake adapters' tests run.
import type { Clock } from '../shared/clock';
import type { AppConfig } from '../shared/config';
import type { AccountPorts } from './ports';
import { makeCancelAccountDeletion } from './privacy/cancel-account-deletion';
import { makeChangePassword } from './security/change-password';
import { makeConfirmEmailChange } from './security/confirm-email-change';
import { makeConfirmMfaPhone } from './security/confirm-mfa-phone';
import { makeDownloadDataExport } from './privacy/download-data-export';
import { makeLinkPartner } from './personal/link-partner';
import { makeListEgiftHistory } from './history/list-egift-history';
import { makeListOrderHistory } from './history/list-order-history';
import { makeLoadCommunicationPreferences } from './privacy/load-communication-preferences';
import { makeLoadMfaPhone } from './security/load-mfa-phone';
import { makeLoadPartnerLink } from './personal/load-partner-link';
import { makeLoadPersonalDetails } from './personal/load-personal-details';
import { makeLoadPrivacy } from './privacy/load-privacy';
import { makeLoadProfile } from './personal/load-profile';
import { makeRequestAccountDeletion } from './privacy/request-account-deletion';
import { makeRequestDataDownload } from './privacy/request-data-download';
import { makeRequestEmailChange } from './security/request-email-change';
import { makeRequestMfaPhoneCode } from './security/request-mfa-phone-code';
import { makeSaveCommunicationPreferences } from './privacy/save-communication-preferences';
import { makeSavePersonalDetails } from './personal/save-personal-details';
import { makeSaveProfile } from './personal/save-profile';
import { makeUnlinkPartner } from './personal/unlink-partner';

/** The ports (and clock and config) the account use cases run over. */
export interface AccountUseCaseDeps extends AccountPorts {
  readonly clock: Clock;
  readonly config: AppConfig;
}

export const makeAccountUseCases = (d: AccountUseCaseDeps) => ({
  loadPersonal: makeLoadPersonalDetails(d),
  savePersonal: makeSavePersonalDetails(d),
  loadPartner: makeLoadPartnerLink(d),
  linkPartner: makeLinkPartner(d),
  unlinkPartner: makeUnlinkPartner(d),
  loadProfile: makeLoadProfile(d),
  saveProfile: makeSaveProfile(d),
  loadPreferences: makeLoadCommunicationPreferences(d),
  savePreferences: makeSaveCommunicationPreferences(d),
  requestEmailChange: makeRequestEmailChange(d),
  confirmEmailChange: makeConfirmEmailChange(d),
  changePassword: makeChangePassword(d),
  loadPrivacy: makeLoadPrivacy(d),
  requestDataDownload: makeRequestDataDownload(d),
  downloadDataExport: makeDownloadDataExport(d),
  requestDeletion: makeRequestAccountDeletion(d),
  cancelDeletion: makeCancelAccountDeletion(d),
  loadMfaPhone: makeLoadMfaPhone(d),
  requestMfaCode: makeRequestMfaPhoneCode(d),
  confirmMfaPhone: makeConfirmMfaPhone(d),
  listOrders: makeListOrderHistory(d),
  listEgifts: makeListEgiftHistory(d),
});

/** Every account use case, ready to run for the signed-in member. */
export type AccountUseCases = ReturnType<typeof makeAccountUseCases>;
