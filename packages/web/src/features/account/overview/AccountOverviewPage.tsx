// /account: the account overview a member lands on from the header. Who they are, their Stars, their
// primary Crema card's balance, and the way to every account page (the domain's account map). Each block
// loads on its own, so a slow or failed one never hides the others.
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { isMember } from '@crema/domain';
import { ACCOUNT_SECTIONS, memberFullName, memberInitials, overviewCard } from '@crema/domain/account';
import { ACCOUNT_SECTION_PATHS, CardPaths, RewardsPaths } from '../../../app/paths';
import { useCapability } from '../../../app/capabilities';
import { useService } from '../../../app/services';
import { useAsyncAction } from '../../../app/useAsyncAction';
import { useSession } from '../../../app/useSession';
import { formatMoney } from '../../../ui/format';
import { CardArt } from '../../../ui/CardArt';
import { CardTokens } from '../../../app/capability-tokens/cards';
import { RewardsTokens } from '../../../app/capability-tokens/rewards';
import { AccountShell } from '../../../ui/AccountShell';
import { LoadError, LoadingBlock } from '../../../ui/states';
import { useLoad } from '../../../app/useObservable';

const StarsTile = ({ memberId }: { memberId: string }) => {
  const load = useService(RewardsTokens.LoadRewards);
  const [state, run] = useAsyncAction(load);
  useEffect(() => run({ memberId }), [run, memberId]);
  const view = state.status === 'ok' ? state.value : state.status !== 'idle' ? state.previous : undefined;
  return (
    <section className="card ov-tile ov-stars" aria-labelledby="ov-stars-title">
      <h2 id="ov-stars-title" className="ov-tile__title">Stars</h2>
      {view !== undefined ? (
        <>
          <p className="ov-stars__count">
            <span className="ov-stars__number">{view.stars}</span> <span className="ov-stars__unit">{view.stars === 1 ? 'Star' : 'Stars'}</span>
          </p>
          <p className="ov-tile__note">{view.starRateLabel}</p>
        </>
      ) : state.status === 'error' ? (
        <LoadError message={state.message} retry={() => run({ memberId, force: true })} />
      ) : (
        <LoadingBlock label="Loading your Stars" />
      )}
      <Link className="ov-tile__link" to={RewardsPaths.rewards}>
        See your rewards<span className="visually-hidden"> and Stars</span>
      </Link>
    </section>
  );
};

const CardTile = () => {
  const listCards = useService(CardTokens.ListCards);
  const [state, retry] = useLoad(() => listCards(), [listCards]);
  const shown = state.status === 'ok' ? overviewCard(state.value) : undefined;
  return (
    <section className="card ov-tile ov-card" aria-labelledby="ov-card-title">
      <h2 id="ov-card-title" className="ov-tile__title">Crema card</h2>
      {shown === undefined ? (
        state.status === 'error' ? <LoadError message={state.message} retry={retry} /> : <LoadingBlock label="Loading your cards" />
      ) : shown.kind === 'primary' ? (
        <>
          <div className="ov-card__body">
            <CardArt card={shown.card} size="sm" />
            <div>
              <p className="ov-card__name">{shown.card.nickname}</p>
              <p className="ov-card__balance">{formatMoney(shown.card.balance)}</p>
              <p className="ov-tile__note">Primary card{shown.others > 0 ? ` · ${shown.others} more` : ''}</p>
            </div>
          </div>
          <Link className="ov-tile__link" to={CardPaths.card(shown.card.cardId)}>
            Manage {shown.card.nickname}
          </Link>
        </>
      ) : (
        <>
          <p className="ov-tile__note">
            {shown.kind === 'none'
              ? 'No Crema card yet. Register one to pay in store and earn Stars faster.'
              : 'None of your cards is primary yet. Choose the one you scan in store.'}
          </p>
          <Link className="ov-tile__link" to={shown.kind === 'none' ? CardPaths.add : CardPaths.list}>
            {shown.kind === 'none' ? 'Add a card' : 'See your cards'}
          </Link>
        </>
      )}
    </section>
  );
};

/** /account: the member's account at a glance, and the way to every account page. */
export default function AccountOverviewPage() {
  useCapability('cards', 'rewards');
  const session = useSession();
  const id = useId();
  if (!isMember(session)) return null; // the route's guard signs the visitor in first
  const sections = ACCOUNT_SECTIONS.filter((s) => s.key !== 'overview');
  return (
    <AccountShell title="Account" heading="Your account">
      <section className="card ov-member" aria-labelledby="ov-name">
        <span className="profile-avatar" aria-hidden="true">{memberInitials(session)}</span>
        <div className="ov-member__text">
          <h2 id="ov-name" className="ov-member__name">{memberFullName(session)}</h2>
          <p className="muted ov-member__email">{session.email}</p>
        </div>
      </section>
      <div className="ov-tiles">
        <StarsTile memberId={session.memberId} />
        <CardTile />
      </div>
      <section aria-labelledby="ov-all">
        <h2 id="ov-all" className="ov-heading">Everything in your account</h2>
        <ul className="settings-list ov-links">
          {sections.map((s) => (
            <li key={s.key}>
              <Link className="settings-link" to={ACCOUNT_SECTION_PATHS[s.key]} aria-labelledby={`${id}-${s.key}`} aria-describedby={`${id}-${s.key}-d`}>
                <span className="settings-link__text">
                  <span className="settings-link__title" id={`${id}-${s.key}`}>{s.label}</span>
                  <span className="settings-link__desc" id={`${id}-${s.key}-d`}>{s.description}</span>
                </span>
                <span className="settings-link__chevron" aria-hidden="true">›</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </AccountShell>
  );
}
