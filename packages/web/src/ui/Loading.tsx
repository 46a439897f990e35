/** A calm loading state, announced politely. */
export const Loading = ({ label = 'Loading' }: { label?: string }) => (
  <div className="container" role="status" aria-live="polite">
    <p className="muted">{label}…</p>
  </div>
);
