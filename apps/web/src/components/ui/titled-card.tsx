import type { ComponentPropsWithRef, ReactNode } from 'react';

interface TitledCardProps {
  /** The heading's id: the card is named by it, and so may be a form inside it. */
  headingId: string;
  title: ReactNode;
  /** The card's spacing (Bootstrap utilities). */
  className?: string;
  /** More for the heading, e.g. `tabIndex={-1}` and a ref, for a heading the focus moves to. */
  headingProps?: Omit<ComponentPropsWithRef<'h2'>, 'id' | 'className' | 'children'>;
  children: ReactNode;
}

/** A card that is a section named by its heading, as every part of a workspace page is. */
export function TitledCard({ headingId, title, className = 'mb-4', headingProps, children }: TitledCardProps) {
  return (
    <section className={`card ${className}`} aria-labelledby={headingId}>
      <div className="card-body">
        <h2 {...headingProps} id={headingId} className="h5 card-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
