export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span className="spinner-border spinner-border-sm" role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
