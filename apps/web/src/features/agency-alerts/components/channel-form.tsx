import {
  ALERT_CHANNEL_KIND_LABELS,
  AlertChannelKind,
  HttpUrl,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type AlertChannel,
  type WebhookEventType,
} from '@client-portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { Field, TextField } from '../../../components/ui/field';
import { FormButtons } from '../../../components/ui/form-buttons';
import { formProblem } from '../../../lib/agency-errors';
import { asSentence } from '../../../lib/format';

const KINDS = Object.keys(ALERT_CHANNEL_KIND_LABELS) as AlertChannelKind[];

const KIND_HINTS: Record<AlertChannelKind, string> = {
  slack: 'The address of an incoming webhook of your Slack app (https://hooks.slack.com/services/…).',
  teams: 'The address of a Teams channel’s “Post to a channel when a webhook request is received” workflow.',
  discord: 'The webhook address from the Discord channel’s Integrations settings.',
  webhook: 'Any address that takes a JSON POST; each alert is signed with a secret shown once the channel is added.',
};

export interface ChannelValues {
  name: string;
  kind: AlertChannelKind;
  url: string;
  events: WebhookEventType[];
  internalContent: boolean;
}

interface ChannelFormProps {
  /** The channel being edited (its kind stays); none to add one. */
  channel?: AlertChannel;
  submitLabel: string;
  isPending: boolean;
  /** Saves; throws the server's refusal, shown at the field it names. */
  onSave: (values: ChannelValues) => Promise<unknown>;
  onCancel?: () => void;
}

type Problems = Partial<Record<'name' | 'url' | 'events' | 'form', string>>;

/** A channel's name, kind and address: add, or edit the name and address. */
export function ChannelForm({ channel, submitLabel, isPending, onSave, onCancel }: ChannelFormProps) {
  const id = useId();
  const [values, setValues] = useState<ChannelValues>({
    name: channel?.name ?? '',
    kind: (channel?.kind as AlertChannelKind | undefined) ?? 'slack',
    url: channel?.url ?? '',
    events: channel?.events ?? [],
    internalContent: channel?.internalContent ?? false,
  });
  const [problems, setProblems] = useState<Problems>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Problems = {};
    if (!values.name.trim()) found.name = 'Enter a name, such as “Slack #ops”.';
    if (!values.url.trim()) found.url = 'Enter the webhook’s address.';
    else if (!HttpUrl.safeParse(values.url).success) found.url = 'Enter an http(s) address.';
    if (values.events.includes('ticket.note_added') && !values.internalContent) {
      found.events = 'Internal notes go only to a channel no client reads: tick “May receive internal notes”.';
    }
    setProblems(found);
    if (Object.keys(found).length) {
      document.getElementById(`${id}-${found.name ? 'name' : found.url ? 'url' : 'event-0'}`)?.focus();
      return;
    }
    try {
      await onSave({ ...values, name: values.name.trim(), url: values.url.trim() });
      if (!channel) setValues({ name: '', kind: values.kind, url: '', events: [], internalContent: false });
    } catch (error) {
      const problem = formProblem(error);
      const field =
        problem.field === 'name' || problem.field === 'url' || problem.field?.startsWith('events')
          ? (problem.field.split('.')[0] as 'name' | 'url' | 'events')
          : 'form';
      setProblems({ [field]: asSentence(problem.message) });
      document.getElementById(field === 'form' ? `${id}-submit` : `${id}-${field}`)?.focus();
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={channel ? `Edit ${channel.name}` : 'Add channel'}
    >
      <div className="row g-2">
        <div className="col-12 col-md-4">
          <TextField
            id={`${id}-name`}
            label="Name"
            error={problems.name}
            value={values.name}
            maxLength={100}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
          />
        </div>
        {!channel && (
          <div className="col-12 col-md-3">
            <Field id={`${id}-kind`} label="Kind">
              <select
                id={`${id}-kind`}
                className="form-select"
                value={values.kind}
                onChange={(event) => setValues({ ...values, kind: event.target.value as AlertChannelKind })}
              >
                {KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {ALERT_CHANNEL_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        )}
        <div className={`col-12 ${channel ? 'col-md-8' : 'col-md-5'}`}>
          <TextField
            id={`${id}-url`}
            label="Webhook address"
            hint={KIND_HINTS[values.kind]}
            error={problems.url}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.url}
            onChange={(event) => setValues({ ...values, url: event.target.value })}
          />
        </div>
      </div>
      <CheckboxGroup
        id={`${id}-event`}
        legend="Helpdesk events"
        hint="Besides the alerts of the projects that choose it, the channel is told of these for every project’s tickets, as they happen: choose them only for the agency’s own tools."
        options={WEBHOOK_EVENT_TYPES}
        label={(type) => WEBHOOK_EVENT_LABELS[type]}
        checked={values.events}
        onChange={(events) => setValues({ ...values, events })}
        error={problems.events}
      >
        <div className="form-check mt-2">
          <input
            id={`${id}-internal`}
            className="form-check-input"
            type="checkbox"
            checked={values.internalContent}
            onChange={(event) => setValues({ ...values, internalContent: event.target.checked })}
          />
          <label className="form-check-label" htmlFor={`${id}-internal`}>
            May receive internal notes (no client reads this channel)
          </label>
        </div>
      </CheckboxGroup>
      {problems.form && (
        <div className="alert alert-danger" role="alert">
          {problems.form}
        </div>
      )}
      <FormButtons submitId={`${id}-submit`} submitLabel={submitLabel} isPending={isPending} onCancel={onCancel} />
    </form>
  );
}
