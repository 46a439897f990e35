// In features/shared/: the expiration selects of the shared guest card entry and of the payments card forms; reads the Clock service, so it sits with the card entry.
import { EXPIRY_MAX_YEARS_AHEAD, yearMonthOf } from '@crema/domain/payments';
import { useService } from '../../../app/services';
import { T } from '../../../app/tokens';
import './card-fields.css';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Expiration month and year selects; years from this year (by the Clock) up to the domain's limit. */
export const ExpiryFields = ({ month, year, onMonth, onYear, error, extraYear }: {
  month: number | undefined;
  year: number | undefined;
  onMonth: (m: number | undefined) => void;
  onYear: (y: number | undefined) => void;
  error?: string | undefined;
  /** A saved card's year outside the range, kept selectable. */
  extraYear?: number | undefined;
}) => {
  const clock = useService(T.Clock);
  const first = yearMonthOf(clock.now()).year;
  const years = Array.from({ length: EXPIRY_MAX_YEARS_AHEAD + 1 }, (_, i) => first + i);
  if (extraYear !== undefined && !years.includes(extraYear)) years.unshift(extraYear);
  const num = (v: string): number | undefined => (v === '' ? undefined : Number(v));
  return (
    <fieldset className="expiry" aria-describedby={error ? 'expiry-error' : undefined}>
      <legend>Expiration date</legend>
      <div className="expiry__row">
        <div className="field">
          <label htmlFor="exp-month">Month</label>
          <select id="exp-month" autoComplete="cc-exp-month" value={month ?? ''} onChange={(e) => onMonth(num(e.target.value))} aria-invalid={error ? true : undefined}>
            <option value="">MM</option>
            {MONTHS.map((m) => <option key={m} value={m}>{String(m).padStart(2, '0')}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="exp-year">Year</label>
          <select id="exp-year" autoComplete="cc-exp-year" value={year ?? ''} onChange={(e) => onYear(num(e.target.value))} aria-invalid={error ? true : undefined}>
            <option value="">YYYY</option>
            {years.map((y) => <option key={y} value={y}>{y}</option>)}
          </select>
        </div>
      </div>
      {error && <span id="expiry-error" className="field-error">{error}</span>}
    </fieldset>
  );
};
