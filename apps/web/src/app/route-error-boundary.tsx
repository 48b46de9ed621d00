import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorCard, GENERIC_ERROR } from '../components/ui/error-card';

/** A screen that failed to load (for example a chunk after a new release) gets the generic error card. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorCard title="Not found" message="Route not found." />;
  }
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
