import './primitives.css';

/** Grey placeholder blocks shown while content loads, so the layout does not jump. */
export function Skeleton({ lines = 3, label = 'Loading' }: { lines?: number; label?: string }) {
  return (
    <div className="fl-skeleton" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="fl-skeleton__line" style={{ width: `${100 - ((index * 17) % 40)}%` }} />
      ))}
    </div>
  );
}
