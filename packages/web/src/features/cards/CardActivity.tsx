// The card's activity on its page (issue #32, point 3): orders paid with it, reloads, auto reloads, transfers and
// refunds, newest first, a page at a time ("Show more"). Each line says what the domain's describeCardActivity
// calls it, when, the amount signed by its direction and the balance after it.
import { useState } from 'react';
import { describeCardActivity, type CardActivityEntry, type CardActivityPage } from '@crema/domain/cards';
import { useService } from '../../app/services';
import { useLoad } from '../../app/useObservable';
import { CardTokens } from '../../app/capability-tokens/cards';
import { formatDateTime, formatMoney } from '../../ui/format';
import { ActionButton } from '../../ui/SubmitButton';
import { ErrorNotice } from './ErrorNotice';

/** '+$25.00' onto the card, '−$10.25' off it (a true minus sign), '$0.00' when nothing moved. */
const signedAmount = (e: CardActivityEntry): string => {
  const { direction } = describeCardActivity(e);
  const amount = formatMoney(Math.abs(e.amount));
  return direction === 'in' ? `+${amount}` : direction === 'out' ? `\u2212${amount}` : amount;
};

const ActivityLine = ({ entry }: { entry: CardActivityEntry }) => {
  const { title, direction } = describeCardActivity(entry);
  return (
    <li className="svc-activity__line">
      <div className="svc-activity__what">
        <span className="svc-activity__title">{title}</span>
        <time className="muted small" dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>
      </div>
      <div className="svc-activity__money">
        <span className={`svc-activity__amount svc-activity__amount--${direction}`}>{signedAmount(entry)}</span>
        <span className="muted small">Balance {formatMoney(entry.balanceAfter)}</span>
      </div>
    </li>
  );
};

/** `revision` changes when the page moved money on the card (a reload, a transfer): the newest lines load again. */
export const CardActivity = ({ cardId, revision }: { cardId: string; revision: number }) => {
  const activity = useService(CardTokens.CardActivity);
  // The lines shown when "Show more" was pressed, the next page asked after them; once money moved (another
  // revision), the newest page again.
  const [more, setMore] = useState<{ readonly revision: number; readonly shown: CardActivityPage } | undefined>(undefined);
  const after = more?.revision === revision ? more.shown : undefined;
  const [state, retry] = useLoad(() => activity(cardId, after), [activity, cardId, after, revision]);
  const shown = state.status === 'ok' ? state.value : state.status === 'loading' || state.status === 'error' ? state.previous : undefined;

  return (
    <section className="svc-activity stack" aria-labelledby="card-activity-heading">
      <h2 id="card-activity-heading">Activity</h2>
      {shown === undefined && state.status !== 'error' && <p className="muted" role="status">Loading activity…</p>}
      {shown !== undefined && shown.entries.length === 0 && <p className="muted">No activity on this card yet.</p>}
      {shown !== undefined && shown.entries.length > 0 && (
        <ol className="svc-activity__list" aria-label="Card activity, newest first">
          {shown.entries.map((e) => <ActivityLine key={e.id} entry={e} />)}
        </ol>
      )}
      {state.status === 'error' && (
        <div className="stack">
          <ErrorNotice message={state.message} />
          <div className="row">
            <button type="button" className="btn btn--secondary btn--small" onClick={retry}>Try again</button>
          </div>
        </div>
      )}
      {shown?.next !== undefined && state.status !== 'error' && (
        <div className="row">
          <ActionButton className="btn btn--secondary btn--small" onClick={() => setMore({ revision, shown })} busy={state.status === 'loading'} busyLabel="Loading more…">
            Show more
          </ActionButton>
        </div>
      )}
    </section>
  );
};
