// Typed service identifiers of the account capability (bound in app/modules/account.ts). No adapter here.
import type { ServiceIdentifier } from 'inversify';
import type {
  makeCancelAccountDeletion,
  makeChangePassword,
  makeConfirmEmailChange,
  makeConfirmMfaPhone,
  makeDownloadDataExport,
  makeLinkPartner,
  makeListEgiftHistory,
  makeListOrderHistory,
  makeLoadCommunicationPreferences,
  makeLoadMfaPhone,
  makeLoadPartnerLink,
  makeLoadPersonalDetails,
  makeLoadPrivacy,
  makeLoadProfile,
  makeRequestAccountDeletion,
  makeRequestDataDownload,
  makeRequestEmailChange,
  makeRequestMfaPhoneCode,
  makeSaveCommunicationPreferences,
  makeSavePersonalDetails,
  makeSaveProfile,
  makeUnlinkPartner,
} from '@crema/domain/account';

/** Every account use case, ready to run for the signed-in member. */
export interface AccountUseCases {
  readonly loadPersonal: ReturnType<typeof makeLoadPersonalDetails>;
  readonly savePersonal: ReturnType<typeof makeSavePersonalDetails>;
  readonly loadPartner: ReturnType<typeof makeLoadPartnerLink>;
  readonly linkPartner: ReturnType<typeof makeLinkPartner>;
  readonly unlinkPartner: ReturnType<typeof makeUnlinkPartner>;
  readonly loadProfile: ReturnType<typeof makeLoadProfile>;
  readonly saveProfile: ReturnType<typeof makeSaveProfile>;
  readonly loadPreferences: ReturnType<typeof makeLoadCommunicationPreferences>;
  readonly savePreferences: ReturnType<typeof makeSaveCommunicationPreferences>;
  readonly requestEmailChange: ReturnType<typeof makeRequestEmailChange>;
  readonly confirmEmailChange: ReturnType<typeof makeConfirmEmailChange>;
  readonly changePassword: ReturnType<typeof makeChangePassword>;
  readonly loadPrivacy: ReturnType<typeof makeLoadPrivacy>;
  readonly requestDataDownload: ReturnType<typeof makeRequestDataDownload>;
  readonly downloadDataExport: ReturnType<typeof makeDownloadDataExport>;
  readonly requestDeletion: ReturnType<typeof makeRequestAccountDeletion>;
  readonly cancelDeletion: ReturnType<typeof makeCancelAccountDeletion>;
  readonly loadMfaPhone: ReturnType<typeof makeLoadMfaPhone>;
  readonly requestMfaCode: ReturnType<typeof makeRequestMfaPhoneCode>;
  readonly confirmMfaPhone: ReturnType<typeof makeConfirmMfaPhone>;
  readonly listOrders: ReturnType<typeof makeListOrderHistory>;
  readonly listEgifts: ReturnType<typeof makeListEgiftHistory>;
}

/**
 * Where the codes of the e-mail change and the multi-factor phone can be read back in the demo. Bound only
 * when the code-sending adapters are the fake ones (nothing can be e-mailed or texted there); null otherwise.
 */
export interface DemoInbox {
  latestCode(target: string): string | undefined;
}

export const AccountTokens = {
  UseCases: Symbol.for('account.UseCases') as ServiceIdentifier<AccountUseCases>,
  DemoInbox: Symbol.for('account.DemoInbox') as ServiceIdentifier<DemoInbox | null>,
} as const;
