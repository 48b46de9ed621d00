import type { AlertDelivery } from '@client-portal/contract';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Loading } from '../../../components/ui/loading';
import { TimeAgo } from '../../../components/ui/time-ago';
import { TitledCard } from '../../../components/ui/titled-card';
import { agencyLoadError } from '../../../lib/agency-errors';
import { DATE_FORMATS, formatDate } from '../../../lib/format';
import { useAlertDeliveries } from '../api/alert-deliveries';

/** What became of a delivery, in words (never a colour alone). */
function outcomeOf(delivery: AlertDelivery): { text: string; className: string } {
  const tries = delivery.attempts.length;
  switch (delivery.state) {
    case 'sent':
      return { text: tries > 1 ? `Sent (attempt ${tries})` : 'Sent', className: 'text-success-emphasis' };
    case 'failed':
      return { text: `Failed after ${tries} attempts`, className: 'text-danger-emphasis fw-semibold' };
    case 'sending':
      return { text: 'Sending', className: '' };
    case 'pending':
      return delivery.nextAttemptAt
        ? {
            text: `Failed; trying again at ${formatDate(delivery.nextAttemptAt, DATE_FORMATS.dateTime)}`,
            className: 'text-warning-emphasis fw-semibold',
          }
        : { text: 'Waiting to be sent', className: '' };
  }
}

/** "Deliveries": the latest alerts posted to channels, each with what its last attempt found; failures only on request. */
export function AlertDeliveries() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const failing = searchParams.get('failing') === 'true';
  const deliveriesQuery = useAlertDeliveries(failing);
  const deliveries = deliveriesQuery.data;
  const headingId = `${id}-heading`;

  return (
    <TitledCard headingId={headingId} title="Deliveries">
      <div className="form-check form-switch mb-3">
        <input
          id={`${id}-failing`}
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={failing}
          onChange={(event) =>
            setSearchParams(
              (params) => {
                if (event.target.checked) params.set('failing', 'true');
                else params.delete('failing');
                return params;
              },
              { replace: true },
            )
          }
        />
        <label className="form-check-label" htmlFor={`${id}-failing`}>
          Failures only
        </label>
      </div>
      {!deliveries ? (
        deliveriesQuery.isError ? (
          <div className="alert alert-danger" role="alert">
            Deliveries could not be loaded. {agencyLoadError(deliveriesQuery.error).message}
          </div>
        ) : (
          <Loading />
        )
      ) : deliveries.length === 0 ? (
        <p className="mb-0">{failing ? 'No failed deliveries.' : 'Nothing delivered yet.'}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0">
            <caption className="visually-hidden">The latest alert deliveries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Channel</th>
                <th scope="col">Alert</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => {
                const outcome = outcomeOf(delivery);
                const last = delivery.attempts.at(-1);
                return (
                  <tr key={delivery.deliveryGuid}>
                    <td className="text-nowrap">
                      <TimeAgo value={delivery.createdAt} />
                    </td>
                    <td>{delivery.channelName}</td>
                    <td>{delivery.title}</td>
                    <td>
                      <span className={outcome.className}>{outcome.text}</span>
                      {last?.error && <div className="small text-body-secondary text-break">{last.error}</div>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </TitledCard>
  );
}
