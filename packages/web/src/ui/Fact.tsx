// In ui/: one named fact of a description list (<dl>): its term and what it is (account facts, a receipt).
import type { ReactNode } from 'react';

export const Fact = ({ term, className, children }: { term: string; className?: string; children: ReactNode }) => (
  <div>
    <dt>{term}</dt>
    <dd className={className}>{children}</dd>
  </div>
);
