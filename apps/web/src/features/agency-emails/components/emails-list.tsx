import { INBOUND_EMAIL_STATES, type InboundEmail, type InboundEmailState } from '@client-portal/contract';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { Spinner } from '../../../components/ui/spinner';
import { TimeAgo } from '../../../components/ui/time-ago';
import { paths } from '../../../config/paths';
import { agencyLoadError, formProblem } from '../../../lib/agency-errors';
import { useDiscardEmail, useInboundEmails, useOpenTicketFromEmail } from '../api/emails';

/** The lists, as staff read them. */
const EMAIL_STATE_LABELS: Record<InboundEmailState, string> = {
  'to-sort': 'To sort',
  automatic: 'Automatic',
  posted: 'Posted on a ticket',
  opened: 'Opened a ticket',
  discarded: 'Discarded',
};

const EMPTY: Record<InboundEmailState, string> = {
  'to-sort':
    'Nothing to sort. Mail to the support address that the portal cannot place itself (a stranger’s, a client’s on several projects) waits here.',
  automatic: 'No automatic mail (out-of-office answers, bounces, mailing lists) was received.',
  posted: 'No email replies were posted on tickets yet.',
  opened: 'No tickets were opened by email yet.',
  discarded: 'No email was discarded.',
};

const isState = (value: string | null): value is InboundEmailState =>
  value !== null && (INBOUND_EMAIL_STATES as readonly string[]).includes(value);

/** "Ada Lovelace" → first and last name, for the invitation form. */
function nameParts(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

/** What staff can do with an email to sort: open it as a ticket for its sender, invite the sender, discard it. */
function SortActions({ email }: { email: InboundEmail }) {
  const id = useId();
  const navigate = useNavigate();
  const open = useOpenTicketFromEmail();
  const discard = useDiscardEmail();
  const projects = email.sender && !email.sender.isStaff && !email.sender.disabled ? email.sender.projects : [];
  const [projectGuid, setProjectGuid] = useState(projects[0]?.projectGuid ?? '');
  const error = open.error ?? discard.error;
  const busy = open.isPending || discard.isPending;
  const invite = new URLSearchParams({
    email: email.fromAddress,
    ...nameParts(email.fromName),
    returnTo: paths.agencyEmails,
  });
  return (
    <div className="mt-3">
      {error && (
        <div className="alert alert-danger py-2" role="alert">
          {formProblem(error).message}
        </div>
      )}
      <div className="d-flex flex-wrap align-items-end gap-2">
        {email.canOpenTicket && projects.length > 0 && (
          <form
            className="d-flex flex-wrap align-items-end gap-2"
            aria-label="Open as ticket"
            onSubmit={(event) => {
              event.preventDefault();
              open.mutate(
                { inboundGuid: email.inboundGuid, projectGuid },
                { onSuccess: ({ ticketGuid }) => void navigate(paths.agencyTicket(ticketGuid)) },
              );
            }}
          >
            <div>
              <label className="form-label small mb-1" htmlFor={`${id}-project`}>
                Project
              </label>
              <select
                id={`${id}-project`}
                className="form-select form-select-sm"
                value={projectGuid}
                onChange={(event) => setProjectGuid(event.target.value)}
              >
                {projects.map((project) => (
                  <option key={project.projectGuid} value={project.projectGuid}>
                    {project.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
              {open.isPending && <Spinner label="Opening" />} Open as ticket
            </button>
          </form>
        )}
        {!email.sender && email.fromAddress && (
          <Link className="btn btn-outline-primary btn-sm" to={`${paths.agencyNewClient}?${invite.toString()}`}>
            Invite as client
          </Link>
        )}
        {email.sender && !email.sender.isStaff && (projects.length === 0 || !email.canOpenTicket) && (
          <Link className="btn btn-outline-secondary btn-sm" to={paths.agencyClient(email.sender.userGuid)}>
            Open the client
          </Link>
        )}
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          disabled={busy}
          onClick={() => discard.mutate(email.inboundGuid)}
        >
          {discard.isPending && <Spinner label="Discarding" />} Discard
        </button>
      </div>
    </div>
  );
}

function EmailCard({ email }: { email: InboundEmail }) {
  const subject = email.subject || '(no subject)';
  return (
    <li className="card mb-3">
      <article className="card-body" aria-label={`${subject}, from ${email.fromAddress || 'an unknown sender'}`}>
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <h2 className="h6 mb-1 text-break">{subject}</h2>
          <span className="small text-body-secondary">
            <TimeAgo value={email.receivedAt} />
          </span>
        </div>
        <p className="small mb-1 text-break">
          From {email.fromName ? `${email.fromName} <${email.fromAddress}>` : email.fromAddress || 'an unknown sender'}
          {email.sender && (
            <>
              {' '}
              ({email.sender.name}, {email.sender.isStaff ? 'staff' : 'client'}
              {email.sender.disabled ? ', disabled' : ''})
            </>
          )}
        </p>
        <p className="small text-body-secondary mb-2">{email.reason}</p>
        {email.preview && <p className="email-preview mb-0 text-break">{email.preview}</p>}
        {email.ticket && (
          <p className="small mt-2 mb-0">
            <Link to={paths.agencyTicket(email.ticket.ticketGuid)}>
              #{String(email.ticket.ticketId).slice(-5)} {email.ticket.name}
            </Link>
          </p>
        )}
        {email.state === 'to-sort' && <SortActions email={email} />}
      </article>
    </li>
  );
}

/** "Email to sort" and the other lists of what was read from the support mailbox; the list is in the address. */
export function EmailsList() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('state');
  const state: InboundEmailState = isState(asked) ? asked : 'to-sort';
  const emails = useInboundEmails(state);
  return (
    <>
      <div className="mb-3" style={{ maxWidth: '20rem' }}>
        <label className="form-label" htmlFor={`${id}-state`}>
          Show
        </label>
        <select
          id={`${id}-state`}
          className="form-select"
          value={state}
          onChange={(event) =>
            setSearchParams(event.target.value === 'to-sort' ? {} : { state: event.target.value }, { replace: true })
          }
        >
          {INBOUND_EMAIL_STATES.map((value) => (
            <option key={value} value={value}>
              {EMAIL_STATE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {emails.isPending ? (
        <Loading />
      ) : emails.isError ? (
        <ErrorCard {...agencyLoadError(emails.error)} />
      ) : emails.data.emails.length === 0 ? (
        <p className="text-body-secondary">{EMPTY[state]}</p>
      ) : (
        <ul className="list-unstyled" aria-label={EMAIL_STATE_LABELS[state]}>
          {emails.data.emails.map((email) => (
            <EmailCard key={email.inboundGuid} email={email} />
          ))}
        </ul>
      )}
    </>
  );
}
