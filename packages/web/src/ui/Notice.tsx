import type { ReactNode } from 'react';

/** A message block. Errors are alerts (announced at once); others are polite status messages. */
export const Notice = ({ tone = 'info', children }: { tone?: 'info' | 'error' | 'success' | 'warn'; children: ReactNode }) => (
  <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
    {children}
  </div>
);
