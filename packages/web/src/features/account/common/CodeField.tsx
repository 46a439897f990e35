import { TextField } from '../../../ui/TextField';
import { bindText } from '../../../ui/bind-text';

/** The field for a 6-digit code we sent (the new e-mail address's, the multi-factor phone's). */
export const CodeField = ({ value, onChange, error }: { value: string; onChange: (code: string) => void; error: string | undefined }) => (
  <TextField
    label="6-digit code"
    inputMode="numeric"
    autoComplete="one-time-code"
    className="code-input"
    {...bindText(value, onChange)}
    error={error}
  />
);
