// Binds the account capability's use cases into the container (composition root: adapters chosen here).
// On the fake backend, its inbox is where every code "sent" by e-mail or text lands, and the screens may
// show it (a demo aid); on a real server the codes go to the member's e-mail and phone only.
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
import { T } from '../tokens';
import { AccountTokens, type AccountUseCases } from '../../features/account/tokens';

export default async function bindAccount(c: Container): Promise<void> {
  const backend = c.get(T.Backend);
  const { records, partners, preferences, emailChange, passwords, privacy, mfa, orderHistory, egiftHistory } = await backend.account();
  c.bind(AccountTokens.UseCases).toDynamicValue((ctx): AccountUseCases => {
    const clock = ctx.get(T.Clock);
    const config = ctx.get(T.Config);
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
      listOrders: makeListOrderHistory({ orders: orderHistory }),
      listEgifts: makeListEgiftHistory({ egifts: egiftHistory }),
    };
  });
  c.bind(AccountTokens.DemoInbox).toConstantValue((await backend.demoInbox?.()) ?? null);
}
