import { Link } from 'react-router-dom';
import { useService } from '../../../app/services';
import { T } from '../../../app/tokens';
import { formatDate } from '../../../ui/format';
import { EmptyState } from '../../../ui/states';
import { Fact } from '../../../ui/Fact';
import { LoadedAccountPage } from '../common/LoadedAccountPage';
import { SETTINGS_BACK } from './back';

const MFA_PATH = '/account/settings/mfa';

/** /account/settings/mfa: the verification phone, with the way to add or change it. */
export default function MfaStatusPage() {
  const { locale } = useService(T.Config);
  return (
    <LoadedAccountPage
      title="Two-step verification"
      back={SETTINGS_BACK}
      intro={<p className="acct-intro muted">Before changes like a new password, we text a code to your phone to make sure it's you.</p>}
      load="loadMfaPhone"
      what="your verification phone"
    >
      {(mfa) =>
        mfa.phoneNumber ? (
          <div className="card stack acct-narrow">
            <p className="mfa-status">
              <span className="mfa-status__badge">On</span> Codes go to your phone by text message.
            </p>
            <dl className="acct-facts">
              <Fact term="Phone number">{mfa.phoneNumber}</Fact>
              {mfa.verifiedAt !== undefined && <Fact term="Verified on">{formatDate(mfa.verifiedAt, locale)}</Fact>}
            </dl>
            <div className="acct-actions">
              <Link className="btn btn--secondary" to={`${MFA_PATH}/edit-phone-number`}>Edit phone number</Link>
            </div>
          </div>
        ) : (
          <EmptyState title="No phone number yet" action={<Link className="btn" to={`${MFA_PATH}/add-phone-number`}>Add a phone number</Link>}>
            Add a mobile number to get verification codes by text message.
          </EmptyState>
        )
      }
    </LoadedAccountPage>
  );
}
