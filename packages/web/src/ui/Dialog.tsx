import { useEffect, useId, useRef, type ReactNode } from 'react';

const BACKDROP = { dialog: 'dialog-backdrop', sheet: 'sheet-backdrop', scan: 'dialog-backdrop scan-backdrop' } as const;
const PANEL = { dialog: 'dialog', sheet: 'sheet', scan: 'dialog scan' } as const;

/** A modal dialog: labelled by its title, focus moves in and returns on close, Escape closes. */
export const Dialog = ({ title, onClose, children, variant = 'dialog', role = 'dialog', focusPanel = false }: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'scan': a code to show a scanner, centred on a wide screen and the whole screen on a phone, on white. */
  variant?: 'dialog' | 'sheet' | 'scan';
  role?: 'dialog' | 'alertdialog';
  /** Focus the dialog itself rather than its first control (when that control would act at once, e.g. Remove). */
  focusPanel?: boolean;
}) => {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const first = focusPanel ? null : node?.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])');
    (first ?? node)?.focus();
    return () => {
      // Give focus back only if it is still ours (in this panel, or dropped to the body when the panel left):
      // a dialog opening as this one closes (e.g. a sheet closing for an alert dialog) keeps its focus.
      const now = document.activeElement;
      if (now === null || now === document.body || node?.contains(now) === true) before?.focus?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
    if (e.key === 'Tab' && panel.current) {
      // Keep focus inside the dialog.
      const items = [...panel.current.querySelectorAll<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])')].filter((el) => !el.hasAttribute('disabled'));
      const firstEl = items[0];
      const lastEl = items[items.length - 1];
      if (!firstEl || !lastEl) return;
      if (e.shiftKey && document.activeElement === firstEl) { e.preventDefault(); lastEl.focus(); }
      else if (!e.shiftKey && document.activeElement === lastEl) { e.preventDefault(); firstEl.focus(); }
    }
  };
  return (
    <div className={BACKDROP[variant]} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} className={PANEL[variant]} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
};
