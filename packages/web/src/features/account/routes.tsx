import type { RouteObject } from 'react-router-dom';
import type { AppConfig } from '@crema/domain';
import { el, member, mfa, page } from '../../app/route-helpers';

const Overview = page(() => import('./overview/AccountOverviewPage'));
const History = page(() => import('./history/HistoryPage'));
const EgiftHistory = page(() => import('./history/EgiftHistoryPage'));
const Personal = page(() => import('./personal/PersonalPage'));
const Partner = page(() => import('./personal/PartnerPage'));
const Profile = page(() => import('./personal/ProfilePage'));
const Settings = page(() => import('./settings/SettingsPage'));
const Password = page(() => import('./settings/PasswordPage'));
const Preferences = page(() => import('./settings/CommunicationPreferencesPage'));
const EditEmail = page(() => import('./settings/EditEmailPage'));
const EnterEmailCode = page(() => import('./settings/EnterEmailCodePage'));
const Privacy = page(() => import('./settings/PrivacyPage'));
const AddPhone = page(() => import('./settings/MfaPhonePage').then((m) => ({ default: m.AddPhonePage })));
const EditPhone = page(() => import('./settings/MfaPhonePage').then((m) => ({ default: m.EditPhonePage })));
const MfaStatus = page(() => import('./settings/MfaStatusPage'));

/** Under /account: the overview, history, personal, profile, settings (spec section 2, Account). */
export const accountRoutes = (config: AppConfig): RouteObject[] => [
  { index: true, element: member(el(Overview)) },
  { path: 'history', element: member(el(History)) },
  { path: 'history/egift', element: member(el(EgiftHistory)) },
  { path: 'personal', element: member(el(Personal)) },
  { path: 'personal/partner', element: member(el(Partner)) },
  { path: 'profile', element: member(el(Profile)) },
  { path: 'settings', element: member(el(Settings)) },
  { path: 'settings/password', element: mfa(el(Password)) },
  { path: 'settings/communication-preferences', element: member(el(Preferences)) },
  { path: 'settings/edit-email', element: mfa(el(EditEmail)) },
  { path: 'settings/edit-email/enter-code', element: mfa(el(EnterEmailCode)) },
  { path: 'settings/privacy', element: member(el(Privacy)) },
  ...(config.flags.multiFactor
    ? [
        { path: 'settings/mfa/add-phone-number', element: mfa(el(AddPhone)) },
        { path: 'settings/mfa/edit-phone-number', element: mfa(el(EditPhone)) },
        { path: 'settings/mfa', element: mfa(el(MfaStatus)) },
      ]
    : []),
];
