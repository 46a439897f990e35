// A form control the shared ui/ folder does not have yet: a labelled textarea with a character counter. Same
// markup and classes as ui/TextField, so they look and announce alike.
import { useId, type TextareaHTMLAttributes } from 'react';

const describedBy = (id: string, parts: Array<string | false | undefined>): string | undefined =>
  parts.filter((p): p is string => typeof p === 'string' && p !== '').map((p) => `${id}-${p}`).join(' ') || undefined;

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> & {
  label: string;
  value: string;
  /** Characters as the rules count them, and the most allowed. */
  count: number;
  max: number;
  error?: string | undefined;
};

export const TextAreaField = ({ label, value, count, max, error, ...area }: TextAreaProps) => {
  const id = useId();
  const over = count > max;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} value={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, ['count', error && 'error'])} {...area} />
      <span id={`${id}-count`} className={over ? 'field-counter field-counter--over' : 'field-counter'}>
        {count}/{max}
        <span className="visually-hidden"> characters</span>
      </span>
      {error && <span id={`${id}-error`} className="field-error">{error}</span>}
    </div>
  );
};
