import {
  NOTIFICATION_KIND_TEXT,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSetting,
} from '@client-portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { agencyLoadError, formProblem } from '../../../lib/agency-errors';
import { isApiError } from '../../../lib/api-client';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

const NOTIFICATION_SETTINGS_MESSAGES = {
  title: 'Notification settings',
  intro: 'Choose which emails you get about tickets.',
  saved: 'Notification settings saved.',
  unchanged: 'There are no changes to save.',
  none: 'There are no emails to choose from.',
  retry: 'Try again',
} as const;

/** The signed-in person's emails about tickets, one switch per kind they receive (the server names the kinds). */
export function NotificationSettingsForm() {
  const id = useId();
  const query = useNotificationSettings();
  const headingId = `${id}-heading`;

  let content;
  if (query.isPending) {
    content = <Loading />;
  } else if (query.data === undefined) {
    // Only a first load fails whole: a failed refetch keeps the switches (and the unsaved changes) on screen.
    content = (
      <ErrorCard {...agencyLoadError(query.error)}>
        <button
          type="button"
          className="btn btn-outline-secondary mt-3"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {query.isFetching && <Spinner />} {NOTIFICATION_SETTINGS_MESSAGES.retry}
        </button>
      </ErrorCard>
    );
  } else if (query.data.settings.length === 0) {
    content = <p className="text-muted">{NOTIFICATION_SETTINGS_MESSAGES.none}</p>;
  } else {
    content = <SettingsForm settings={query.data.settings} labelledBy={headingId} />;
  }

  return (
    <>
      <PageTitle title={NOTIFICATION_SETTINGS_MESSAGES.title} />
      <h1 id={headingId} className="h3 mb-3">
        {NOTIFICATION_SETTINGS_MESSAGES.title}
      </h1>
      <p>{NOTIFICATION_SETTINGS_MESSAGES.intro}</p>
      {content}
    </>
  );
}

type Notice = { kind: 'saved' } | { kind: 'unchanged' } | { kind: 'problem'; message: string };

/** The server's words for a refused save; a 400 names the field first ("settings: …"), which the form drops. */
function saveProblem(error: unknown): string {
  if (isApiError(error) && error.status !== 400 && error.serverMessage) return error.serverMessage;
  return formProblem(error).message;
}

/** In the contract's order, whatever order the answer lists them in. */
const inKindOrder = (settings: readonly NotificationSetting[]) =>
  [...settings].sort((a, b) => NOTIFICATION_KINDS.indexOf(a.kind) - NOTIFICATION_KINDS.indexOf(b.kind));

interface SettingsFormProps {
  settings: readonly NotificationSetting[];
  labelledBy: string;
}

/** Only the kinds switched away from their saved value are sent: kinds left out stay as they are on the server. */
function SettingsForm({ settings, labelledBy }: SettingsFormProps) {
  const id = useId();
  const update = useUpdateNotificationSettings();
  // The user's unsaved choices; a newer answer moves the untouched switches, these stay until saved.
  const [choices, setChoices] = useState<Partial<Record<NotificationKind, boolean>>>({});
  const [notice, setNotice] = useState<Notice>();
  const shown = inKindOrder(settings);
  const isOn = (setting: NotificationSetting) => choices[setting.kind] ?? setting.enabled;

  const onToggle = (kind: NotificationKind, enabled: boolean) => {
    setChoices((current) => ({ ...current, [kind]: enabled }));
    setNotice(undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changed = shown
      .filter((setting) => isOn(setting) !== setting.enabled)
      .map((setting) => ({ kind: setting.kind, enabled: isOn(setting) }));
    if (changed.length === 0) {
      setNotice({ kind: 'unchanged' });
      return;
    }
    setNotice(undefined);
    update.mutate(
      { settings: changed },
      {
        onSuccess: () => {
          setChoices({});
          setNotice({ kind: 'saved' });
        },
        onError: (error) => setNotice({ kind: 'problem', message: saveProblem(error) }),
      },
    );
  };

  return (
    <form className="card mb-3" onSubmit={onSubmit} aria-labelledby={labelledBy} noValidate>
      <div className="card-body">
        {shown.map((setting) => {
          const { label, hint } = NOTIFICATION_KIND_TEXT[setting.kind];
          const switchId = `${id}-${setting.kind}`;
          return (
            <div className="form-check form-switch mb-3" key={setting.kind}>
              <input
                id={switchId}
                className="form-check-input"
                type="checkbox"
                role="switch"
                aria-describedby={`${switchId}-hint`}
                checked={isOn(setting)}
                disabled={update.isPending}
                onChange={(event) => onToggle(setting.kind, event.target.checked)}
              />
              <label className="form-check-label" htmlFor={switchId}>
                {label}
              </label>
              <div id={`${switchId}-hint`} className="form-text mt-0">
                {hint}
              </div>
            </div>
          );
        })}
        <div role="status">
          {notice?.kind === 'saved' && <p className="text-success">{NOTIFICATION_SETTINGS_MESSAGES.saved}</p>}
          {notice?.kind === 'unchanged' && (
            <p className="text-body-secondary">{NOTIFICATION_SETTINGS_MESSAGES.unchanged}</p>
          )}
        </div>
        {notice?.kind === 'problem' && (
          <div className="alert alert-danger" role="alert">
            {notice.message}
          </div>
        )}
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {update.isPending && <Spinner label="Saving" />} Save
        </button>
      </div>
    </form>
  );
}
