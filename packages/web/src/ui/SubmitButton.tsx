// In ui/: the submit button of a form whose request can be running: disabled meanwhile, and saying so.
import type { ReactNode } from 'react';

export const SubmitButton = ({ busy, busyLabel, className = 'btn', children }: {
  busy: boolean;
  /** What the button says while the request runs ('Saving…'). */
  busyLabel: string;
  className?: string;
  children: ReactNode;
}) => (
  <button className={className} type="submit" disabled={busy}>
    {busy ? busyLabel : children}
  </button>
);
