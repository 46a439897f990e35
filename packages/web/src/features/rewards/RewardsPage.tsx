// /account/rewards: the rewards overview flow's state (the domain's createRewardsOverview) rendered; the
// Stars, the retry and the card the scan button opens are the flow's (its page's address is the app's).
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  EXPIRING_STARS_ACTION_LABELS,
  RewardsMessages,
  RewardsPageTexts,
  expiringStarsMessage,
  nextRewardMessage,
  noStarsYetMessage,
  starsLabel,
  starsProgressLabel,
  starsUnit,
  starsUseByMessage,
  type ExpiringStarsNudge,
  type RewardsView,
  type StarExpiration,
} from '@crema/domain/rewards';
import { RewardsPaths, scanCardPath } from '../../app/paths';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { useObservable } from '../../app/useObservable';
import { useMemberId } from '../../app/useSession';
import { T } from '../../app/tokens';
import { formatDate } from '../../ui/format';
import { AccountShell } from '../../ui/AccountShell';
import { LoadError, LoadingBlock } from '../../ui/states';
import { StarLevels } from './StarLevels';
import { RewardsTokens } from '../../app/capability-tokens/rewards';
import './rewards.css';

const ExpiringCard = ({ nudge, locale, scanHref }: { nudge: ExpiringStarsNudge; locale: string; scanHref: string }) => {
  return (
    <section className="card expiring" aria-labelledby="expiring-title">
      <h2 id="expiring-title">{RewardsPageTexts.expiringTitle}</h2>
      <p className="expiring__amount">{expiringStarsMessage(nudge.amount, nudge.daysLeft)}</p>
      <p className="muted">{starsUseByMessage(formatDate(nudge.date, locale, { dateStyle: 'long' }))}</p>
      <Link className="btn" to={nudge.action === 'order' ? '/menu' : scanHref}>
        {EXPIRING_STARS_ACTION_LABELS[nudge.action]}
      </Link>
    </section>
  );
};

const Expirations = ({ expiring, locale }: { expiring: readonly StarExpiration[]; locale: string }) =>
  expiring.length === 0 ? null : (
    <section className="card" aria-labelledby="expirations-title">
      <h2 id="expirations-title">{RewardsPageTexts.expirationsTitle}</h2>
      <ul className="expirations">
        {expiring.map((e) => (
          <li key={e.date}>
            <span>{formatDate(e.date, locale, { dateStyle: 'long' })}</span>
            <span className="expirations__amount">{starsLabel(e.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );

const Balance = ({ view }: { view: RewardsView }) => {
  const { status } = view;
  const percent = Math.round(status.progress * 100);
  const toGo = nextRewardMessage(status);
  return (
    <section className="card balance" aria-labelledby="balance-title">
      <h2 id="balance-title" className="visually-hidden">{RewardsPageTexts.balanceTitle}</h2>
      <p className="balance__stars">
        <span className="balance__number">{view.stars}</span> <span className="balance__unit">{starsUnit(view.stars)}</span>
      </p>
      <p className="balance__rate">{view.starRateLabel}</p>
      <div
        className="balance__bar"
        role="progressbar"
        aria-label={starsProgressLabel(status.nextLevel?.title, RewardsPageTexts.progressAllReached)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={toGo}
      >
        <span className="balance__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="balance__next">{toGo}</p>
    </section>
  );
};

const Rewards = ({ view, locale, scanHref }: { view: RewardsView; locale: string; scanHref: string }) => (
  <div className="rewards">
    <Balance view={view} />
    {view.stars === 0 && (
      <div className="card rewards-empty">
        <h2>{RewardsPageTexts.emptyTitle}</h2>
        <p className="muted">{noStarsYetMessage(view.starRateLabel)}</p>
        <Link className="btn" to="/menu">{RewardsPageTexts.startOrder}</Link>
      </div>
    )}
    {view.nudge ? (
      <ExpiringCard nudge={view.nudge} locale={locale} scanHref={scanHref} />
    ) : (
      view.stars > 0 && (
        <section className="card" aria-labelledby="expiring-title">
          <h2 id="expiring-title">{RewardsPageTexts.expiringTitle}</h2>
          <p className="muted">{RewardsMessages.noExpiringStars}</p>
        </section>
      )
    )}
    <Expirations expiring={view.expiring} locale={locale} />
    <StarLevels stars={view.stars} levels={view.levels} />
    <p className="rewards-more">
      <Link to={RewardsPaths.howItWorks}>{RewardsMessages.howItWorksLink}</Link>
      <span className="muted">{RewardsPageTexts.howItWorksHint}</span>
    </p>
  </div>
);

/** /account/rewards: Stars balance, progress, star rate, levels, expiring Stars. */
export default function RewardsPage() {
  useCapability('rewards');
  const create = useService(RewardsTokens.CreateOverview);
  const { locale } = useService(T.Config);
  const memberId = useMemberId();
  const flow = useMemo(() => create(), [create]);
  useEffect(() => flow.open(memberId), [flow, memberId]);
  useEffect(() => () => flow.dispose(), [flow]);
  const { rewards: state, view, scanCardId } = useObservable(flow.state$, flow.current());
  const scanHref = scanCardPath(scanCardId);
  return (
    <AccountShell title={RewardsMessages.pageTitle}>
      {state.status === 'error' && <LoadError message={state.message} retry={flow.retry} />}
      {view ? <Rewards view={view} locale={locale} scanHref={scanHref} /> : state.status !== 'error' && <LoadingBlock label={RewardsPageTexts.loading} />}
    </AccountShell>
  );
}
