import type { RouteObject } from 'react-router-dom';
import type { AppConfig } from '@crema/domain';
import { heading, member, mfa } from '../../app/route-helpers';

/** Under /account: history, personal, profile, settings (spec section 2, Account). */
export const accountRoutes = (config: AppConfig): RouteObject[] => [
  { path: 'history', element: member(heading('History')) },
  { path: 'history/egift', element: member(heading('E-gift history')) },
  { path: 'personal', element: member(heading('Personal info')) },
  { path: 'personal/partner', element: member(heading('Partner info')) },
  { path: 'profile', element: member(heading('Profile')) },
  { path: 'settings', element: member(heading('Settings')) },
  { path: 'settings/password', element: mfa(heading('Change password')) },
  { path: 'settings/communication-preferences', element: member(heading('Communication preferences')) },
  { path: 'settings/edit-email', element: member(heading('Change e-mail')) },
  { path: 'settings/edit-email/enter-code', element: member(heading('Enter your code')) },
  { path: 'settings/privacy', element: member(heading('Privacy')) },
  ...(config.flags.multiFactor
    ? [
        { path: 'settings/mfa/add-phone-number', element: member(heading('Add a phone number')) },
        { path: 'settings/mfa/edit-phone-number', element: mfa(heading('Edit phone number')) },
        { path: 'settings/mfa', element: mfa(heading('Two-step verification')) },
      ]
    : []),
];
