// One component per stream card type (spec section 3 "Stream item"), each with its call to action.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  BIRTHDAY_CTA_TEXT,
  COUPON_BADGE,
  couponEndsLabel,
  expiringCardAction,
  expiringCardDetails,
  isOnboardingGroupCollapsed,
  onboardingTaskPhase,
  StreamMessages,
  type AddBirthDateItem,
  type CouponItem,
  type InformationItem,
  type OnboardingItem,
  type RewardPointsExpirationItem,
  type StreamItem,
  type StreamState,
  type TierPointsExpirationItem,
} from '@crema/domain/stream';
import { EXPIRING_STARS_ACTION_LABELS, expiringStarsMessage } from '@crema/domain/rewards';
import { AccountPaths } from '../../app/paths';
import { formatDate } from '../../ui/format';
import { CallToAction } from './CallToAction';
import { useImpression } from './useImpression';

/** The birthday prompt's button when the server sends none (spec section 2: addBirthDate -> /account/personal). */
const BIRTHDAY_CTA = { text: BIRTHDAY_CTA_TEXT, url: AccountPaths.personal } as const;

/** Where the scan buttons go: the primary card's pay overlay, else the cards list. */
export const scanTarget = (primaryCardId: string | undefined) =>
  primaryCardId
    ? { to: { pathname: `/account/cards/${primaryCardId}`, hash: '#pay' }, state: { overlay: '#pay' } }
    : { to: '/account/cards' };

interface Seen {
  readonly onVisible: (ratio: number) => void;
  /** The card has counted its impression (shown as data-impression for analytics checks). */
  readonly impressed: boolean;
}

const Frame = ({ item, kind, seen, children, badge }: {
  item: StreamItem;
  kind: string;
  seen: Seen;
  children: ReactNode;
  badge?: string;
}) => {
  const ref = useImpression<HTMLElement>(seen.onVisible);
  const titleId = useId();
  return (
    <article ref={ref} className={`stream-card stream-card--${kind}`} aria-labelledby={titleId} data-item-id={item.id} data-impression={seen.impressed ? 'counted' : undefined}>
      {item.imageUrl && <img className="stream-card__image" src={item.imageUrl} alt="" loading="lazy" />}
      {badge && <p className="stream-card__badge">{badge}</p>}
      <h3 id={titleId} className="stream-card__title">{item.title}</h3>
      {children}
    </article>
  );
};

const Actions = ({ children }: { children: ReactNode }) => <div className="stream-card__actions">{children}</div>;

const Ctas = ({ item }: { item: StreamItem }) =>
  item.cta || item.secondaryCta ? (
    <Actions>
      {item.cta && <CallToAction cta={item.cta} />}
      {item.secondaryCta && <CallToAction cta={item.secondaryCta} secondary />}
    </Actions>
  ) : null;

/** A card that tells something: its body, a line under it (a coupon's end), its calls to action and its legal footer. */
const Message = ({ item, kind, seen, badge, meta }: { item: CouponItem | InformationItem; kind: string; seen: Seen; badge?: string; meta?: ReactNode }) => (
  <Frame item={item} kind={kind} seen={seen} badge={badge}>
    <p>{item.body}</p>
    {meta}
    <Ctas item={item} />
    {item.legalFooter && <p className="stream-card__legal">{item.legalFooter}</p>}
  </Frame>
);

const Coupon = ({ item, seen }: { item: CouponItem; seen: Seen }) => (
  <Message
    item={item}
    kind="coupon"
    seen={seen}
    badge={COUPON_BADGE}
    meta={item.expires !== undefined && <p className="stream-card__meta">{couponEndsLabel(formatDate(item.expires, 'en-US', { month: 'short', day: 'numeric' }))}</p>}
  />
);

const Information = ({ item, seen }: { item: InformationItem; seen: Seen }) => <Message item={item} kind="information" seen={seen} />;

const Birthday = ({ item, seen }: { item: AddBirthDateItem; seen: Seen }) => (
  <Frame item={item} kind="birthday" seen={seen}>
    <p>{item.body}</p>
    <Actions>
      <CallToAction cta={item.cta ?? BIRTHDAY_CTA} />
    </Actions>
  </Frame>
);

const ExpiringStars = ({ item, seen, now, totalStars, primaryCardId }: {
  item: RewardPointsExpirationItem | TierPointsExpirationItem;
  seen: Seen;
  now: number;
  totalStars: number | undefined;
  primaryCardId: string | undefined;
}) => {
  const d = expiringCardDetails(item, now, totalStars ?? 0);
  const action = expiringCardAction(item, now, totalStars);
  const label = action ? EXPIRING_STARS_ACTION_LABELS[action] : undefined;
  return (
    <Frame item={item} kind="stars" seen={seen}>
      <p className="stream-card__highlight">{expiringStarsMessage(d.points, d.daysLeft)}</p>
      <p>{item.body}</p>
      <Actions>
        {action === 'order' && <Link className="btn btn--small" to="/menu">{label}</Link>}
        {action === 'scan' && <Link className="btn btn--small" {...scanTarget(primaryCardId)}>{label}</Link>}
        {item.cta && item.cta.text !== label && <CallToAction cta={item.cta} secondary />}
      </Actions>
    </Frame>
  );
};

// The tasks' 5-second "completed" moment is timed by the home stream flow; this only shows its phases.
const Onboarding = ({ item, seen, seenTasks }: {
  item: OnboardingItem;
  seen: Seen;
  seenTasks: StreamState['seenTasks'];
}) => {
  const tasks = item.onboardingContent.items;
  const seenSet = new Set(seenTasks);
  if (isOnboardingGroupCollapsed(tasks, seenSet)) return null;
  return (
    <Frame item={item} kind="onboarding" seen={seen}>
      <p>{item.body}</p>
      <ol className="tasks">
        {tasks.map((t) => {
          const phase = onboardingTaskPhase(t.task, seenSet);
          if (phase === 'collapsed') return null;
          return (
            <li key={t.task.name} className={`task task--${phase}`}>
              <span className="task__mark" aria-hidden="true">{phase === 'completed' ? '✓' : ''}</span>
              <span className="task__text">
                <strong>{t.title}</strong>
                {phase === 'completed' ? (
                  <span className="task__done">{StreamMessages.taskCompleted}</span>
                ) : (
                  <span className="muted">{t.body}</span>
                )}
              </span>
              {phase === 'todo' && t.cta && <CallToAction cta={t.cta} secondary />}
            </li>
          );
        })}
      </ol>
    </Frame>
  );
};

export interface StreamCardContext {
  readonly now: number;
  readonly totalStars: number | undefined;
  readonly primaryCardId: string | undefined;
  readonly seenTasks: StreamState['seenTasks'];
  readonly impressions: StreamState['impressions'];
  /** A card reported how much of it is visible (the flow counts impressions). */
  readonly onCardVisible: (itemId: string, visibleRatio: number) => void;
}

export const StreamCard = ({ item, ctx }: { item: StreamItem; ctx: StreamCardContext }) => {
  const seen: Seen = {
    onVisible: (visibleRatio) => ctx.onCardVisible(item.id, visibleRatio),
    impressed: ctx.impressions.includes(item.id),
  };
  switch (item.type) {
    case 'coupon':
      return <Coupon item={item} seen={seen} />;
    case 'information':
      return <Information item={item} seen={seen} />;
    case 'addBirthDate':
      return <Birthday item={item} seen={seen} />;
    case 'rewardPointsExpiration':
    case 'tierPointsExpiration':
      return <ExpiringStars item={item} seen={seen} now={ctx.now} totalStars={ctx.totalStars} primaryCardId={ctx.primaryCardId} />;
    case 'onboarding':
      return <Onboarding item={item} seen={seen} seenTasks={ctx.seenTasks} />;
  }
};
