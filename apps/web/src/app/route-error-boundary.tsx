import { Component, type ReactNode } from 'react';
import { ErrorCard, GENERIC_ERROR } from '../components/ui/error-card';

/** A screen that failed to load or render (for example a chunk gone after a release) gets the generic error card. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <div className="container py-4">
        <ErrorCard title={GENERIC_ERROR.title} message={GENERIC_ERROR.message}>
          <button type="button" className="btn btn-outline-secondary mt-3" onClick={() => window.location.reload()}>
            Reload
          </button>
        </ErrorCard>
      </div>
    );
  }
}
