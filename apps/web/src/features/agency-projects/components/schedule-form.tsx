import { DOMAIN_NAME, SCHEDULE_STATUSES, ScheduleStatus, type AgencyProjectDetail } from '@client-portal/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Field, invalidProps, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formProblem } from '../../../lib/agency-errors';
import { useSaveSchedule } from '../api/save-schedule';
import { TitledCard } from '../../../components/ui/titled-card';
import { pastOutcome } from '../../../components/ui/save-notice';

const DAY = 'Enter a day from 1 to 28.';

/** The schedule as typed: the contract's rules (ScheduleInput) with messages for people. */
const ScheduleFields = z.object({
  domainName: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Enter the site’s domain.')
    .regex(DOMAIN_NAME, 'Enter a domain name such as example.com, without https:// or a path.'),
  siteCareDay: z.number({ error: DAY }).int(DAY).min(1, DAY).max(28, DAY),
  status: ScheduleStatus,
});
type ScheduleValues = z.input<typeof ScheduleFields>;
const FIELDS = new Set<string>(['domainName', 'siteCareDay', 'status']);
const isField = (field: string | undefined): field is keyof ScheduleValues => field !== undefined && FIELDS.has(field);

const valuesOf = (project: AgencyProjectDetail): ScheduleValues => ({
  domainName: project.schedule?.domainName ?? '',
  siteCareDay: project.schedule?.siteCareDay ?? 1,
  status: project.schedule?.status === 'paused' ? 'paused' : 'active',
});

type Notice = { kind: 'saved' } | { kind: 'problem'; message: string };

/** The project's Site Care schedule: domain, day of the month (1–28, in every month) and active or paused. */
export function ScheduleForm({ project }: { project: AgencyProjectDetail }) {
  const id = useId();
  const mutation = useSaveSchedule(project.projectGuid);
  const [notice, setNotice] = useState<Notice>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ScheduleValues, unknown, z.output<typeof ScheduleFields>>({
    resolver: zodResolver(ScheduleFields),
    defaultValues: valuesOf(project),
  });

  useEffect(() => {
    reset(valuesOf(project), { keepDirtyValues: true });
  }, [project, reset]);

  const onSubmit = handleSubmit(
    (values) => {
      setNotice(undefined);
      mutation.mutate(values, {
        onSuccess: () => setNotice({ kind: 'saved' }),
        onError: (error) => {
          const { field, message } = formProblem(error);
          if (isField(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
          else setNotice({ kind: 'problem', message });
        },
      });
    },
    () => setNotice(pastOutcome),
  );

  const fieldId = (name: keyof ScheduleValues) => `${id}-${name}`;
  const schedule = project.schedule;
  return (
    <TitledCard headingId={`${id}-heading`} title="Site Care schedule">
      {schedule ? (
        <p className="small">
          <Link to={paths.agencySchedule(schedule.siteCareScheduleGuid)}>
            Site Care reports for {schedule.domainName}
          </Link>{' '}
          <span className="text-body-secondary">({schedule.countOfSiteCareReports})</span>
        </p>
      ) : (
        <p className="small text-body-secondary">No Site Care schedule yet: save one to start monthly reports.</p>
      )}
      <form onSubmit={onSubmit} onChange={() => setNotice(pastOutcome)} noValidate aria-labelledby={`${id}-heading`}>
        <TextField
          id={fieldId('domainName')}
          label="Domain"
          error={errors.domainName?.message}
          placeholder="example.com"
          {...register('domainName')}
        />
        <div className="row g-0 gap-sm-3">
          <div className="col-12 col-sm">
            <TextField
              id={fieldId('siteCareDay')}
              label="Day of the month (1–28)"
              error={errors.siteCareDay?.message}
              type="number"
              min={1}
              max={28}
              step={1}
              {...register('siteCareDay', { valueAsNumber: true })}
            />
          </div>
          <div className="col-12 col-sm">
            <Field id={fieldId('status')} label="Schedule status" error={errors.status?.message}>
              <select
                id={fieldId('status')}
                className={`form-select${errors.status ? ' is-invalid' : ''}`}
                {...invalidProps(fieldId('status'), errors.status?.message)}
                {...register('status')}
              >
                {SCHEDULE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </div>
        <div role="status">{notice?.kind === 'saved' && <p className="text-success">Schedule saved.</p>}</div>
        {notice?.kind === 'problem' && (
          <div className="alert alert-danger" role="alert">
            {notice.message}
          </div>
        )}
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Saving" />} Save schedule
        </button>
      </form>
    </TitledCard>
  );
}
