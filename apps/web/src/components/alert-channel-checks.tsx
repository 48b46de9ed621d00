import type { AlertChannel } from '@client-portal/contract';

interface AlertChannelChecksProps {
  /** Prefix of the checkboxes' ids (useId of the form). */
  idPrefix: string;
  channels: AlertChannel[];
  checked: string[];
  onChange: (channelGuids: string[]) => void;
}

/** "Post to …": one checkbox per alert channel, for the workspace's defaults and a project's own alerts. */
export function AlertChannelChecks({ idPrefix, channels, checked, onChange }: AlertChannelChecksProps) {
  return channels.map((channel) => {
    const id = `${idPrefix}-${channel.channelGuid}`;
    return (
      <div className="form-check" key={channel.channelGuid}>
        <input
          id={id}
          type="checkbox"
          className="form-check-input"
          checked={checked.includes(channel.channelGuid)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? [...checked, channel.channelGuid]
                : checked.filter((guid) => guid !== channel.channelGuid),
            )
          }
        />
        <label className="form-check-label" htmlFor={id}>
          Post to {channel.name}
        </label>
      </div>
    );
  });
}

/** Whether two choices of channels hold the same ones, in any order. */
export const sameChannels = (a: readonly string[], b: readonly string[]) =>
  [...a].sort().join() === [...b].sort().join();

/** "Email every staff member at once": the staff email of alerts, in the workspace's defaults and a project's own. */
export function EmailStaffCheck({
  id,
  checked,
  onChange,
  hint,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  return (
    <div className={`form-check${hint ? ' mb-2' : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="form-check-input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        Email every staff member at once
      </label>
      {hint && <div className="form-text mt-0">{hint}</div>}
    </div>
  );
}
