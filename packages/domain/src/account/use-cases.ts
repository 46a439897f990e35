// Every account use case over one set of ports: what the web binds for the signed-in member, and what the
// fake adapters' tests run.
import type { Clock } from '../shared/clock';
import type { AppConfig } from '../shared/config';
import type { AccountPorts } from './ports';
import { makeCancelAccountDeletion } from './cancel-account-deletion';
import { makeChangePassword } from './change-password';
import { makeConfirmEmailChange } from './confirm-email-change';
import { makeConfirmMfaPhone } from './confirm-mfa-phone';
import { makeDownloadDataExport } from './download-data-export';
import { makeLinkPartner } from './link-partner';
import { makeListEgiftHistory } from './list-egift-history';
import { makeListOrderHistory } from './list-order-history';
import { makeLoadCommunicationPreferences } from './load-communication-preferences';
import { makeLoadMfaPhone } from './load-mfa-phone';
import { makeLoadPartnerLink } from './load-partner-link';
import { makeLoadPersonalDetails } from './load-personal-details';
import { makeLoadPrivacy } from './load-privacy';
import { makeLoadProfile } from './load-profile';
import { makeRequestAccountDeletion } from './request-account-deletion';
import { makeRequestDataDownload } from './request-data-download';
import { makeRequestEmailChange } from './request-email-change';
import { makeRequestMfaPhoneCode } from './request-mfa-phone-code';
import { makeSaveCommunicationPreferences } from './save-communication-preferences';
import { makeSavePersonalDetails } from './save-personal-details';
import { makeSaveProfile } from './save-profile';
import { makeUnlinkPartner } from './unlink-partner';

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
