import { useEffect, useMemo } from 'react';
import { of } from 'rxjs';
import { Link } from 'react-router-dom';
import { isMember } from '@crema/domain';
import {
  ALL_LEVELS_REACHED_MESSAGE,
  EXPIRING_STARS_ACTION_LABELS,
  RewardsMessages,
  RewardsRoutes,
  expiringStarsMessage,
  starsLabel,
  starsToGoMessage,
  type ExpiringStarsNudge,
  type RewardsView,
  type StarExpiration,
} from '@crema/domain/rewards';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { useAsyncAction } from '../../app/useAsyncAction';
import { useObservable } from '../../app/useObservable';
import { useSession } from '../../app/useSession';
import { T } from '../../app/tokens';
import { formatDate } from '../../ui/format';
import { AccountShell } from '../../ui/AccountShell';
import { LoadError, LoadingBlock } from '../../ui/states';
import { StarLevels } from './StarLevels';
import { RewardsTokens } from '../../app/capability-tokens/rewards';
import './rewards.css';

/** The scan button's target: the primary card's pay overlay, or the cards page until that is known. */
const useScanTarget = (enabled: boolean): string => {
  const lookup = useService(RewardsTokens.PrimaryCard);
  const primary$ = useMemo(() => (enabled ? lookup() : of(undefined)), [lookup, enabled]);
  const cardId = useObservable(primary$, undefined);
  return enabled && cardId !== undefined ? `/account/cards/${encodeURIComponent(cardId)}#pay` : '/account/cards';
};

const ExpiringCard = ({ nudge, locale }: { nudge: ExpiringStarsNudge; locale: string }) => {
  const scanTarget = useScanTarget(nudge.action === 'scan');
  return (
    <section className="card expiring" aria-labelledby="expiring-title">
      <h2 id="expiring-title">Stars expiring soon</h2>
      <p className="expiring__amount">{expiringStarsMessage(nudge.amount, nudge.daysLeft)}</p>
      <p className="muted">Use them by {formatDate(nudge.date, locale, { dateStyle: 'long' })}. We always spend your soonest-expiring Stars first.</p>
      <Link className="btn" to={nudge.action === 'order' ? '/menu' : scanTarget}>
        {EXPIRING_STARS_ACTION_LABELS[nudge.action]}
      </Link>
    </section>
  );
};

const Expirations = ({ expiring, locale }: { expiring: readonly StarExpiration[]; locale: string }) =>
  expiring.length === 0 ? null : (
    <section className="card" aria-labelledby="expirations-title">
      <h2 id="expirations-title">When your Stars expire</h2>
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
  const toGo = status.nextLevel ? starsToGoMessage(status.starsToNextLevel, status.nextLevel.title) : ALL_LEVELS_REACHED_MESSAGE;
  return (
    <section className="card balance" aria-labelledby="balance-title">
      <h2 id="balance-title" className="visually-hidden">Your Stars</h2>
      <p className="balance__stars">
        <span className="balance__number">{view.stars}</span> <span className="balance__unit">{view.stars === 1 ? 'Star' : 'Stars'}</span>
      </p>
      <p className="balance__rate">{view.starRateLabel}</p>
      <div
        className="balance__bar"
        role="progressbar"
        aria-label={status.nextLevel ? `Progress to ${status.nextLevel.title}` : 'Progress to every reward'}
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

const Rewards = ({ view, locale }: { view: RewardsView; locale: string }) => (
  <div className="rewards">
    <Balance view={view} />
    {view.stars === 0 && (
      <div className="card rewards-empty">
        <h2>Start collecting Stars</h2>
        <p className="muted">You don't have any Stars yet. {view.starRateLabel} when you order ahead or pay with a Crema card.</p>
        <Link className="btn" to="/menu">Start an order</Link>
      </div>
    )}
    {view.nudge ? (
      <ExpiringCard nudge={view.nudge} locale={locale} />
    ) : (
      view.stars > 0 && (
        <section className="card" aria-labelledby="expiring-title">
          <h2 id="expiring-title">Stars expiring soon</h2>
          <p className="muted">{RewardsMessages.noExpiringStars}</p>
        </section>
      )
    )}
    <Expirations expiring={view.expiring} locale={locale} />
    <StarLevels stars={view.stars} levels={view.levels} />
    <p className="rewards-more">
      <Link to={RewardsRoutes.howItWorks}>{RewardsMessages.howItWorksLink}</Link>
      <span className="muted"> · earning Stars, rewards and expiry</span>
    </p>
  </div>
);

/** /account/rewards: Stars balance, progress, star rate, levels, expiring Stars. */
export default function RewardsPage() {
  useCapability('rewards');
  const load = useService(RewardsTokens.LoadRewards);
  const { locale } = useService(T.Config);
  const session = useSession();
  const memberId = isMember(session) ? session.memberId : '';
  const [state, run] = useAsyncAction(load);
  useEffect(() => run({ memberId }), [run, memberId]);

  const view = state.status === 'ok' ? state.value : state.status !== 'idle' ? state.previous : undefined;
  return (
    <AccountShell title={RewardsMessages.pageTitle}>
      {state.status === 'error' && <LoadError message={state.message} retry={() => run({ memberId, force: true })} />}
      {view ? <Rewards view={view} locale={locale} /> : state.status !== 'error' && <LoadingBlock label="Loading your Stars" />}
    </AccountShell>
  );
}
