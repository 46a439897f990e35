// Binds the account capability's use cases into the container (composition root: adapters chosen here).
// No HTTP adapter exists for the account ports yet, so, like sign-in, they run on the fake in both modes;
// the fake inbox is then where every code "sent" by e-mail or text lands, and the screens may show it.
import type { Container } from 'inversify';
import {
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
import {
  createFakeContactPreferences,
  createFakeEgiftHistory,
  createFakeEmailChange,
  createFakeInbox,
  createFakeMemberRecords,
  createFakeMfaPhoneEnrollment,
  createFakeOrderHistory,
  createFakePartnerProgram,
  createFakePasswordChange,
  createFakePrivacyRequests,
} from '@crema/adapters-fake/account';
import { FakeBackendToken } from '../container';
import { T } from '../tokens';
import { AccountTokens, type AccountUseCases } from '../../features/account/tokens';

export default function bindAccount(c: Container): void {
  c.bind(AccountTokens.UseCases).toDynamicValue((ctx): AccountUseCases => {
    const backend = ctx.get(FakeBackendToken);
    const clock = ctx.get(T.Clock);
    const config = ctx.get(T.Config);
    const records = createFakeMemberRecords(backend);
    const partners = createFakePartnerProgram(backend);
    const preferences = createFakeContactPreferences(backend);
    const emailChange = createFakeEmailChange(backend);
    const passwords = createFakePasswordChange(backend);
    const privacy = createFakePrivacyRequests(backend);
    const mfa = createFakeMfaPhoneEnrollment(backend);
    return {
      loadPersonal: makeLoadPersonalDetails({ records }),
      savePersonal: makeSavePersonalDetails({ records }),
      loadPartner: makeLoadPartnerLink({ partners }),
      linkPartner: makeLinkPartner({ partners }),
      unlinkPartner: makeUnlinkPartner({ partners }),
      loadProfile: makeLoadProfile({ records }),
      saveProfile: makeSaveProfile({ records }),
      loadPreferences: makeLoadCommunicationPreferences({ preferences }),
      savePreferences: makeSaveCommunicationPreferences({ preferences }),
      requestEmailChange: makeRequestEmailChange({ emailChange }),
      confirmEmailChange: makeConfirmEmailChange({ emailChange }),
      changePassword: makeChangePassword({ passwords }),
      loadPrivacy: makeLoadPrivacy({ privacy, clock }),
      requestDataDownload: makeRequestDataDownload({ privacy, clock }),
      downloadDataExport: makeDownloadDataExport({ privacy }),
      requestDeletion: makeRequestAccountDeletion({ privacy, clock, config }),
      cancelDeletion: makeCancelAccountDeletion({ privacy, clock }),
      loadMfaPhone: makeLoadMfaPhone({ mfa }),
      requestMfaCode: makeRequestMfaPhoneCode({ mfa }),
      confirmMfaPhone: makeConfirmMfaPhone({ mfa }),
      listOrders: makeListOrderHistory({ orders: createFakeOrderHistory(backend) }),
      listEgifts: makeListEgiftHistory({ egifts: createFakeEgiftHistory(backend) }),
    };
  });
  c.bind(AccountTokens.DemoInbox).toDynamicValue((ctx) => createFakeInbox(ctx.get(FakeBackendToken)));
}
