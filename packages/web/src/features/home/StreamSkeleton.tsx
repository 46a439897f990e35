/** Placeholder cards while the stream loads (announced once, politely). */
export const StreamSkeleton = ({ label, count = 3 }: { label: string; count?: number }) => (
  <div className="stream-skeleton" role="status" aria-live="polite">
    <span className="visually-hidden">{label}</span>
    {Array.from({ length: count }, (_, i) => (
      <div key={i} className="stream-card skeleton-card" aria-hidden="true">
        <div className="skeleton-lines"><span /><span /><span /></div>
      </div>
    ))}
  </div>
);
