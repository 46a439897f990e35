// The order's progress line: the four stages with the exact labels, each reached one marked with its time, the
// current one as the step in progress (aria-current). A cancelled order says so instead of a next step.
import { OrderStageLabels, PROGRESS_LINE, stageRank, type OrderProgress } from '@crema/domain/order-progress';
import { formatTime } from '../shared/order-items/format-time';

export const ProgressLine = ({ progress }: { progress: OrderProgress }) => {
  const current = stageRank(progress.stage);
  const reachedAt = new Map(progress.moves.map((m) => [m.stage, m.at]));
  return (
    <ol className="progress-line" aria-label="Order progress">
      {PROGRESS_LINE.map((stage) => {
        const rank = stageRank(stage);
        const state = progress.stage === 'cancelled' ? (reachedAt.has(stage) ? 'done' : 'skipped') : rank < current ? 'done' : rank === current ? 'current' : 'todo';
        const at = reachedAt.get(stage);
        return (
          <li key={stage} className={`progress-line__step progress-line__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="progress-line__dot" aria-hidden="true" />
            <span className="progress-line__label">{OrderStageLabels[stage]}</span>
            {at !== undefined && <span className="progress-line__time">{formatTime(at)}</span>}
            {state !== 'done' && state !== 'current' && <span className="visually-hidden"> (not yet)</span>}
          </li>
        );
      })}
    </ol>
  );
};
