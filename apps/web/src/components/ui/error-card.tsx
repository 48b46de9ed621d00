import type { ReactNode } from 'react';

export const GENERIC_ERROR = {
  title: 'Sorry, an error occurred',
  message: 'An unknown error occurred. Please try again later.',
} as const;

/** What a screen shows for a failure: each feature's `errors.ts` maps a failure to one of these (spec §8). */
export interface ErrorMessage {
  title: string;
  message?: string;
}

/** The error card every screen uses for its spec §8 title and text. */
export function ErrorCard({ title, message, children }: { title: string; message?: ReactNode; children?: ReactNode }) {
  return (
    <div className="card border-danger mb-3" role="alert">
      <div className="card-body">
        <h2 className="h5 card-title text-danger">{title}</h2>
        {message !== undefined && <p className="card-text mb-0">{message}</p>}
        {children}
      </div>
    </div>
  );
}
