import type { AgencyReport } from '@client-portal/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useReportUptime } from '../../../api/get-report-uptime';
import { errorIdOf, Field, invalidProps, TextField } from '../../../components/ui/field';
import { LazyRichTextEditor } from '../../../components/ui/lazy-rich-text-editor';
import { Spinner } from '../../../components/ui/spinner';
import { formProblem } from '../../../lib/agency-errors';
import { useUpdateReport } from '../api/update-report';
import {
  isReportField,
  NUMBER_FIELDS,
  RICH_FIELDS,
  ReportFields,
  reportChange,
  reportValues,
  type ReportOutput,
  type ReportValues,
} from './report-fields';
import { pastOutcome, saveChange } from '../../../components/ui/save-notice';

const MEASURED_HINT =
  'Filled from our uptime checks of the 30 days before the report, and measured again when it is first completed; change them if needed.';

const NOT_SAVED_FIELDS = 'Not saved: correct the fields marked above.';

type Notice = { kind: 'saved' } | { kind: 'unchanged' } | { kind: 'problem'; message: string };

const CORE_UPDATE_LABELS = {
  updated: 'Updated to version …',
  latest: 'Already at latest version',
  unset: 'Not set',
} as const;

interface ReportFormProps {
  report: AgencyReport;
  /** Tells the page whether typed changes are waiting to be saved (Complete asks for them to be saved first). */
  onDirtyChange: (isDirty: boolean) => void;
}

/** Every field of the report (spec §3); Save sends only what changed. A completed report is shown read-only. */
export function ReportForm({ report, onDirtyChange }: ReportFormProps) {
  const id = useId();
  const mutation = useUpdateReport(report.siteCareReportGuid);
  const [notice, setNotice] = useState<Notice>();
  const isCompleted = report.completedDateTime !== null;
  // The server fills a new draft's uptime figures from its checks when it can; `measured` is null once typed over.
  const uptimeQuery = useReportUptime(report.siteCareReportGuid);
  const isMeasured = !isCompleted && Boolean(uptimeQuery.data?.measured);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<ReportValues, unknown, ReportOutput>({
    resolver: zodResolver(ReportFields),
    defaultValues: reportValues(report),
  });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // A newer answer (completed, reopened, refetched): untouched fields follow it, the user's changes stay.
  useEffect(() => {
    reset(reportValues(report), { keepDirtyValues: true });
  }, [report, reset]);

  const onSubmit = handleSubmit(
    (values) => {
      const change = reportChange(report, values);
      saveChange(change, {
        mutate: mutation.mutate,
        setNotice,
        onSaved: (saved) => reset(reportValues(saved)),
        onRefused: (error) => {
          const { field, message } = formProblem(error);
          const target = field === 'cmsCoreUpdate' ? 'coreUpdateVersion' : field;
          if (isReportField(target) && target !== 'coreUpdateChoice') {
            setError(target, { type: 'server', message }, { shouldFocus: true });
          }
          // Beside the button too, where the person who pressed Save is looking.
          setNotice({ kind: 'problem', message: `Not saved: ${message}` });
        },
      });
    },
    () => setNotice({ kind: 'problem', message: NOT_SAVED_FIELDS }),
  );

  const fieldId = (name: keyof ReportValues) => `${id}-${name}`;
  const richField = ([name, label]: (typeof RICH_FIELDS)[number]) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={fieldId(name)} label={label} error={fieldState.error?.message} isLabelFor={false}>
          <LazyRichTextEditor
            label={label}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.error !== undefined}
            describedBy={fieldState.error ? errorIdOf(fieldId(name)) : undefined}
            isDisabled={isCompleted}
          />
        </Field>
      )}
    />
  );
  const coreUpdateChoice = watch('coreUpdateChoice');

  return (
    <form onSubmit={onSubmit} onChange={() => setNotice(pastOutcome)} noValidate aria-label="Report">
      <fieldset disabled={isCompleted} className="d-grid gap-1">
        <legend className="visually-hidden">Report fields</legend>
        {RICH_FIELDS.slice(0, 2).map(richField)}
        <h2 className="h5 mt-2">Details</h2>
        <fieldset className="mb-3" aria-describedby={`${id}-checks-hint`}>
          <legend className="form-label fs-6 mb-1">Done this month</legend>
          <p id={`${id}-checks-hint`} className="form-text mt-0 mb-1">
            The client’s report shows both ticked: confirm them before completing it.
          </p>
          {(
            [
              ['offsiteBackupConfirmed', 'Offsite backup made'],
              ['visualCheckConfirmed', 'Visual site check done'],
            ] as const
          ).map(([name, label]) => (
            <div key={name} className="form-check">
              <input id={fieldId(name)} type="checkbox" className="form-check-input" {...register(name)} />
              <label className="form-check-label" htmlFor={fieldId(name)}>
                {label}
              </label>
            </div>
          ))}
        </fieldset>
        {RICH_FIELDS.slice(2, 4).map(richField)}
        <div className="row g-0 gap-md-3">
          <div className="col-12 col-md">
            <TextField
              id={fieldId('cmsCoreVersion')}
              label="CMS core version"
              error={errors.cmsCoreVersion?.message}
              {...register('cmsCoreVersion')}
            />
          </div>
          <fieldset className="col-12 col-md mb-3">
            <legend className="form-label fs-6 mb-2">CMS core update</legend>
            {(['updated', 'latest', 'unset'] as const).map((choice) => (
              <div key={choice} className="form-check">
                <input
                  id={`${fieldId('coreUpdateChoice')}-${choice}`}
                  type="radio"
                  className="form-check-input"
                  value={choice}
                  {...register('coreUpdateChoice')}
                />
                <label className="form-check-label" htmlFor={`${fieldId('coreUpdateChoice')}-${choice}`}>
                  {CORE_UPDATE_LABELS[choice]}
                </label>
              </div>
            ))}
            {coreUpdateChoice === 'updated' && (
              <div className="mt-2">
                <label htmlFor={fieldId('coreUpdateVersion')} className="form-label small mb-1">
                  Version it was updated to
                </label>
                <input
                  id={fieldId('coreUpdateVersion')}
                  autoComplete="off"
                  className={`form-control${errors.coreUpdateVersion ? ' is-invalid' : ''}`}
                  {...invalidProps(fieldId('coreUpdateVersion'), errors.coreUpdateVersion?.message)}
                  {...register('coreUpdateVersion')}
                />
                {errors.coreUpdateVersion && (
                  <div id={errorIdOf(fieldId('coreUpdateVersion'))} className="invalid-feedback d-block">
                    {errors.coreUpdateVersion.message}
                  </div>
                )}
              </div>
            )}
          </fieldset>
        </div>
        {RICH_FIELDS.slice(4, 6).map(richField)}
        <h2 className="h5 mt-2">Uptime and speed</h2>
        {isMeasured && (
          <p id={`${id}-measured`} className="form-text mt-0 mb-2">
            {MEASURED_HINT}
          </p>
        )}
        <div className="row g-0 gap-md-3">
          {NUMBER_FIELDS.map(([name, label]) => (
            <div key={name} className="col-12 col-md">
              <TextField
                id={fieldId(name)}
                label={label}
                error={errors[name]?.message}
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                aria-describedby={isMeasured ? `${id}-measured` : undefined}
                {...register(name)}
              />
            </div>
          ))}
        </div>
        <h2 className="h5 mt-2">Security and ad hoc work</h2>
        {RICH_FIELDS.slice(6).map(richField)}
      </fieldset>
      <div role="status">
        {notice?.kind === 'saved' && <p className="text-success">Changes saved.</p>}
        {notice?.kind === 'unchanged' && <p className="text-body-secondary">There are no changes to save.</p>}
      </div>
      {notice?.kind === 'problem' && (
        <div className="alert alert-danger" role="alert">
          {notice.message}
        </div>
      )}
      {!isCompleted && (
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Saving" />} Save
        </button>
      )}
    </form>
  );
}
