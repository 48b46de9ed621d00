import {
  MONITOR_EXPECTED_STATUS,
  MONITOR_KEYWORD_MAX,
  MONITOR_NAME_MAX,
  MONITOR_INTERVAL_SECONDS,
  MONITOR_TIMEOUT_SECONDS,
  MonitorUrl,
  type Monitor,
  type MonitorChange,
} from '@client-portal/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorIdOf, hintIdOf, invalidProps, TextField } from '../../../components/ui/field';
import { asSentence } from '../../../lib/format';
import { EditListForm, useEditListForm } from './edit-list-form';

const HTTP_STATUS = { min: 100, max: 599 } as const;
const TLS_HINT = 'For a self-signed certificate: the site is still checked and the expiry still read.';

/** A whole number in a range, with one message for every way of missing it (an empty number field is NaN). */
const wholeNumber = ({ min, max }: { min: number; max: number }) => {
  const message = `Enter a whole number from ${min} to ${max}.`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** A monitor as typed: the contract's ranges (monitors.ts) with messages for people. */
const MonitorFields = z
  .object({
    name: z
      .string()
      .trim()
      .max(MONITOR_NAME_MAX, `The name must be at most ${MONITOR_NAME_MAX} characters.`)
      .transform((name) => (name === '' ? null : name)),
    url: z.string().trim().min(1, 'Enter the address to check.').pipe(MonitorUrl),
    expectedStatusMin: wholeNumber(HTTP_STATUS),
    expectedStatusMax: wholeNumber(HTTP_STATUS),
    keyword: z
      .string()
      .trim()
      .max(MONITOR_KEYWORD_MAX, `The keyword must be at most ${MONITOR_KEYWORD_MAX} characters.`)
      .transform((keyword) => (keyword === '' ? null : keyword)),
    intervalSeconds: wholeNumber(MONITOR_INTERVAL_SECONDS),
    timeoutSeconds: wholeNumber(MONITOR_TIMEOUT_SECONDS),
    ignoreTlsErrors: z.boolean(),
  })
  .refine((values) => values.expectedStatusMin <= values.expectedStatusMax, {
    message: 'Must not be below the “from” status.',
    path: ['expectedStatusMax'],
  });
type MonitorValues = z.input<typeof MonitorFields>;
export type MonitorOutput = z.output<typeof MonitorFields>;

const FIELDS = [
  'name',
  'url',
  'expectedStatusMin',
  'expectedStatusMax',
  'keyword',
  'intervalSeconds',
  'timeoutSeconds',
  'ignoreTlsErrors',
] as const;

const valuesOf = (monitor: Monitor | undefined): MonitorValues => ({
  name: monitor?.name ?? '',
  url: monitor?.url ?? '',
  expectedStatusMin: monitor?.expectedStatusMin ?? MONITOR_EXPECTED_STATUS.min,
  expectedStatusMax: monitor?.expectedStatusMax ?? MONITOR_EXPECTED_STATUS.max,
  keyword: monitor?.keyword ?? '',
  intervalSeconds: monitor?.intervalSeconds ?? MONITOR_INTERVAL_SECONDS.default,
  timeoutSeconds: monitor?.timeoutSeconds ?? MONITOR_TIMEOUT_SECONDS.default,
  ignoreTlsErrors: monitor?.ignoreTlsErrors ?? false,
});

/** Only what differs from the monitor as loaded (PATCH). */
function changeOf(monitor: Monitor | undefined, values: MonitorOutput): MonitorChange {
  const change: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof MonitorOutput)[]) {
    if (values[key] !== monitor?.[key]) change[key] = values[key];
  }
  return change as MonitorChange;
}

interface MonitorFormProps {
  /** The monitor being edited; none for "Add monitor". */
  monitor?: Monitor;
  submitLabel: string;
  isPending: boolean;
  /** Sends the new monitor (every field, defaults included), or only the changed fields; throws the server's refusal. */
  onSave: (values: MonitorOutput, change: MonitorChange) => Promise<unknown>;
  onCancel?: () => void;
}

/** Address, expected status range, keyword, interval, time-out and certificate rule of a monitor: add and edit. */
export function MonitorForm({ monitor, submitLabel, isPending, onSave, onCancel }: MonitorFormProps) {
  const id = useId();
  const form = useForm<MonitorValues, unknown, MonitorOutput>({
    resolver: zodResolver(MonitorFields),
    defaultValues: valuesOf(monitor),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const { problem, onSubmit } = useEditListForm(form, {
    fields: FIELDS,
    isEditing: monitor !== undefined,
    firstField: 'name',
    save: (values) => onSave(values, changeOf(monitor, values)),
  });

  const fieldId = (name: keyof MonitorValues) => `${id}-${name}`;
  const number = { type: 'number', inputMode: 'numeric', step: 1 } as const;
  const statusHintId = `${id}-status-hint`;
  const tlsId = fieldId('ignoreTlsErrors');
  const tlsError = errors.ignoreTlsErrors?.message;
  return (
    <EditListForm
      label={monitor ? `Edit monitor ${monitor.url}` : 'Add monitor'}
      problem={problem}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      isPending={isPending}
      onCancel={onCancel}
    >
      <TextField
        id={fieldId('name')}
        label="Name (optional)"
        hint="What you call the site, such as “Shop checkout”; without one it is shown by its address."
        error={errors.name?.message}
        maxLength={MONITOR_NAME_MAX}
        {...register('name')}
      />
      <TextField
        id={fieldId('url')}
        label="URL"
        error={asSentence(errors.url?.message)}
        type="url"
        inputMode="url"
        placeholder="https://"
        {...register('url')}
      />
      <fieldset className="mb-1" aria-describedby={statusHintId}>
        <legend className="form-label fs-6 mb-1">Expected status</legend>
        <div id={statusHintId} className="form-text mt-0 mb-2">
          A response with a status in this range counts as up.
        </div>
        <div className="row g-2">
          <div className="col-6">
            <TextField
              id={fieldId('expectedStatusMin')}
              label="From"
              error={errors.expectedStatusMin?.message}
              min={HTTP_STATUS.min}
              max={HTTP_STATUS.max}
              {...number}
              {...register('expectedStatusMin', { valueAsNumber: true })}
            />
          </div>
          <div className="col-6">
            <TextField
              id={fieldId('expectedStatusMax')}
              label="To"
              error={errors.expectedStatusMax?.message}
              min={HTTP_STATUS.min}
              max={HTTP_STATUS.max}
              {...number}
              {...register('expectedStatusMax', { valueAsNumber: true })}
            />
          </div>
        </div>
      </fieldset>
      <TextField
        id={fieldId('keyword')}
        label="Keyword (optional)"
        hint="Text the page must contain to count as up."
        error={errors.keyword?.message}
        {...register('keyword')}
      />
      <div className="row g-2">
        <div className="col-12 col-sm-6">
          <TextField
            id={fieldId('intervalSeconds')}
            label="Check every (seconds)"
            hint={`${MONITOR_INTERVAL_SECONDS.min} to ${MONITOR_INTERVAL_SECONDS.max}; 300 is every 5 minutes.`}
            error={errors.intervalSeconds?.message}
            min={MONITOR_INTERVAL_SECONDS.min}
            max={MONITOR_INTERVAL_SECONDS.max}
            {...number}
            {...register('intervalSeconds', { valueAsNumber: true })}
          />
        </div>
        <div className="col-12 col-sm-6">
          <TextField
            id={fieldId('timeoutSeconds')}
            label="Time-out (seconds)"
            hint={`${MONITOR_TIMEOUT_SECONDS.min} to ${MONITOR_TIMEOUT_SECONDS.max}.`}
            error={errors.timeoutSeconds?.message}
            min={MONITOR_TIMEOUT_SECONDS.min}
            max={MONITOR_TIMEOUT_SECONDS.max}
            {...number}
            {...register('timeoutSeconds', { valueAsNumber: true })}
          />
        </div>
      </div>
      <div className="form-check mb-3">
        <input
          id={tlsId}
          type="checkbox"
          className={`form-check-input${tlsError ? ' is-invalid' : ''}`}
          {...invalidProps(tlsId, tlsError, TLS_HINT)}
          {...register('ignoreTlsErrors')}
        />
        <label className="form-check-label" htmlFor={tlsId}>
          Ignore certificate errors
        </label>
        <div id={hintIdOf(tlsId)} className="form-text mt-0">
          {TLS_HINT}
        </div>
        {tlsError && (
          <div id={errorIdOf(tlsId)} className="invalid-feedback d-block">
            {tlsError}
          </div>
        )}
      </div>
    </EditListForm>
  );
}
