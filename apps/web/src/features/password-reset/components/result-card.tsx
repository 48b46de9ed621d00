import { useEffect, useRef, type ReactNode } from 'react';

/** The card that replaces a form once it has an answer; focus moves to its heading, as the form is gone. */
export function ResultCard({
  title,
  tone,
  children,
}: {
  title: string;
  tone: 'success' | 'warning';
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={`card border-${tone} mb-3`}>
      <div className="card-body">
        <h3
          className={`h5 card-title ${tone === 'success' ? 'text-success' : ''}`.trim()}
          tabIndex={-1}
          ref={headingRef}
        >
          {title}
        </h3>
        {children}
      </div>
    </div>
  );
}
