/** The plain loading line used while a screen's data loads. */
export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <p className="text-muted" role="status">
      {text}
    </p>
  );
}
