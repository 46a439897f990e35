// In ui/: the labelled select every form uses (account, payments, gifting), the select twin of ui/TextField.
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the select invalid when the error is shown elsewhere (e.g. one message for a group). */
  invalid?: boolean;
  /** Extra ids that describe the select (e.g. the group's error message). */
  describedBy?: string | undefined;
  children: ReactNode;
};

/** A labelled select whose error and hint are announced with it (the select twin of ui/TextField). */
export const SelectField = ({ label, error, hint, invalid = false, describedBy: extra, children, ...select }: SelectProps) => {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error || invalid ? true : undefined} aria-describedby={describedBy} {...select}>
        {children}
      </select>
      {hint && <span id={`${id}-hint`} className="field-hint">{hint}</span>}
      {error && <span id={`${id}-error`} className="field-error">{error}</span>}
    </div>
  );
};
