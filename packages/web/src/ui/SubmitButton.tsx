// In ui/: the button of a request that can be running (a form's submit, or an action run on click):
// disabled meanwhile, and saying so.
import type { ReactNode } from 'react';

type BusyProps = {
  busy: boolean;
  /** What the button says while the request runs ('Saving…'). */
  busyLabel: string;
  className?: string;
  children: ReactNode;
};

const BusyButton = ({ type, busy, busyLabel, className = 'btn', onClick, children }: BusyProps & { type: 'submit' | 'button'; onClick?: () => void }) => (
  <button className={className} type={type} disabled={busy} onClick={onClick}>
    {busy ? busyLabel : children}
  </button>
);

/** A form's submit button. */
export const SubmitButton = (props: BusyProps) => <BusyButton type="submit" {...props} />;

/** A button that runs its request on click. */
export const ActionButton = (props: BusyProps & { onClick: () => void }) => <BusyButton type="button" {...props} />;
