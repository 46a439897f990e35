import type { PickupOptionKind } from '@crema/domain/pickup';

const PATHS: Record<PickupOptionKind, string> = {
  inStore: 'M4 10h16v10H4zM2 10l2-5h16l2 5M10 20v-5h4v5',
  driveThru: 'M5 15l1.5-5h11L19 15M4 15h16v3H4zM7 18v2M17 18v2M8 12.5h.01M16 12.5h.01',
  curbside: 'M5 14l1.5-4.5h11L19 14M4 14h16v4H4zM7 18v2M17 18v2M12 2v4M9.5 4.5 12 2l2.5 2.5',
};

/** A decorative icon for a pickup option. */
export const OptionIcon = ({ kind }: { kind: PickupOptionKind }) => (
  <svg className="pickup-option__icon" aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
    <path d={PATHS[kind]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
