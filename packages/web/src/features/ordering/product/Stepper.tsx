import { useId } from 'react';

/**
 * A bounded quantity control: '−', the count, '+'; each button names what it changes ('Add one Espresso
 * shot'), or says what it does where the label is the item count itself ('Increase quantity').
 */
export const Stepper = ({ label, value, min, max, onChange, hint, size = 'md', buttonNames }: {
  label: string;
  buttonNames?: { readonly decrease: string; readonly increase: string };
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
  hint?: string;
  size?: 'md' | 'lg';
}) => {
  const id = useId();
  return (
    <div className={`stepper stepper--${size}`} role="group" aria-labelledby={`${id}-l`}>
      <span className="stepper__label">
        <span id={`${id}-l`}>{label}</span>
        {hint !== undefined && <span className="stepper__hint">{hint}</span>}
      </span>
      <span className="stepper__controls">
        <button type="button" className="stepper__btn" aria-label={buttonNames?.decrease ?? `Remove one ${label}`} disabled={value <= min} onClick={() => onChange(value - 1)}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
        </button>
        {/* A change is announced with what it counts ('Espresso shot: 2'), not as a bare number. */}
        <output className="stepper__value" aria-live="polite">
          <span className="visually-hidden">{label}: </span>
          {value}
        </output>
        <button type="button" className="stepper__btn" aria-label={buttonNames?.increase ?? `Add one ${label}`} disabled={value >= max} onClick={() => onChange(value + 1)}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
        </button>
      </span>
    </div>
  );
};
