// In ui/: the alert dialog every feature asks its questions with: a title, the message, anything more it
// needs said (children: a note, a failure), then its actions in a row.
import type { ReactNode } from 'react';
import { Dialog } from './Dialog';

export const AlertDialog = ({ title, message, onClose, actions, children, focusPanel = false }: {
  title: string;
  message: ReactNode;
  onClose: () => void;
  /** The buttons or links, in reading order. */
  actions: ReactNode;
  children?: ReactNode;
  /** Focus the alert itself (read whole) rather than its first control, when that control is one choice among many. */
  focusPanel?: boolean;
}) => (
  <Dialog title={title} role="alertdialog" onClose={onClose} focusPanel={focusPanel}>
    <p>{message}</p>
    {children}
    <div className="dialog-actions">{actions}</div>
  </Dialog>
);
