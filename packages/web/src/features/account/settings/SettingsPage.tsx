import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useCapability } from '../../../app/capabilities';
import { useService } from '../../../app/services';
import { T } from '../../../app/tokens';
import { AccountShell } from '../../../ui/AccountShell';
import { useLoad } from '../../../app/useObservable';
import { AccountTokens } from '../tokens';
import { Icon, type IconName } from './icons';

interface Entry {
  readonly to: string;
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
}

const MFA_ENTRY: Entry = {
  to: '/account/settings/mfa',
  title: 'Two-step verification',
  description: 'The phone number we text verification codes to.',
  icon: 'phone',
};

/** The current e-mail, once loaded; the hub never waits for it. */
const useCurrentEmail = (): string | undefined => {
  const uc = useService(AccountTokens.UseCases);
  const [state] = useLoad(() => uc.loadPersonal(), [uc.loadPersonal]);
  return state.status === 'ok' ? state.value.email : undefined;
};

/** /account/settings: the way to every account setting. */
export default function SettingsPage() {
  useCapability('account');
  const config = useService(T.Config);
  const email = useCurrentEmail();
  const id = useId();
  const entries: Entry[] = [
    { to: '/account/settings/password', title: 'Password', description: 'Change the password you sign in with.', icon: 'lock' },
    { to: '/account/settings/communication-preferences', title: 'Communication preferences', description: 'Choose how we keep in touch: e-mail, notifications, texts.', icon: 'mail' },
    {
      to: '/account/settings/edit-email',
      title: 'E-mail address',
      description: email ? `You sign in with ${email}.` : 'Change the e-mail address you sign in with.',
      icon: 'at',
    },
    { to: '/account/settings/privacy', title: 'Privacy', description: 'Download a copy of your data or delete your account.', icon: 'shield' },
    ...(config.flags.multiFactor ? [MFA_ENTRY] : []),
  ];
  return (
    <AccountShell title="Settings">
      <ul className="settings-list">
        {entries.map((e, i) => (
          <li key={e.to}>
            <Link className="settings-link" to={e.to} aria-labelledby={`${id}-t${i}`} aria-describedby={`${id}-d${i}`}>
              <span className="settings-link__icon" aria-hidden="true"><Icon name={e.icon} /></span>
              <span className="settings-link__text">
                <span className="settings-link__title" id={`${id}-t${i}`}>{e.title}</span>
                <span className="settings-link__desc" id={`${id}-d${i}`}>{e.description}</span>
              </span>
              <span className="settings-link__chevron" aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
    </AccountShell>
  );
}
