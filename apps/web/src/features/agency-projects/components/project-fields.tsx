import {
  PROJECT_NAME_MAX,
  PROJECT_STATUSES,
  periodProblem,
  ProjectStatus,
  type AgencyProject,
} from '@client-portal/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { Field, invalidProps, TextField } from '../../../components/ui/field';

/**
 * The fields of "New project" and the edit form as typed: dates are '' when empty (sent as null). The period is
 * checked with the contract's own rule, on the end date, as the server checks it.
 */
export const ProjectFields = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Enter a name.')
      .max(PROJECT_NAME_MAX, `The name must be at most ${PROJECT_NAME_MAX} characters.`),
    // A status of older data (one staff cannot choose) stays as it is until staff choose another.
    status: z.union([ProjectStatus, z.string()]),
    startDate: z.string(),
    periodStartDate: z.string(),
    periodEndDate: z.string(),
  })
  .superRefine((value, ctx) => {
    if (periodProblem(value.periodStartDate, value.periodEndDate)) {
      ctx.addIssue({ code: 'custom', path: ['periodEndDate'], message: 'The period must not end before it starts.' });
    }
  });
export type ProjectFieldValues = z.input<typeof ProjectFields>;
export type ProjectFieldName = keyof ProjectFieldValues;

const FIELD_NAMES = new Set<string>(['name', 'status', 'startDate', 'periodStartDate', 'periodEndDate']);
export const isProjectField = (field: string | undefined): field is ProjectFieldName =>
  field !== undefined && FIELD_NAMES.has(field);

/** A project as the form shows it, its status as stored (older data may hold one staff cannot choose). */
export const projectFieldValues = (project: AgencyProject): ProjectFieldValues => ({
  name: project.name,
  status: project.status,
  startDate: project.startDate?.slice(0, 10) ?? '',
  periodStartDate: project.periodStartDate?.slice(0, 10) ?? '',
  periodEndDate: project.periodEndDate?.slice(0, 10) ?? '',
});

/** '' (no date) is sent as null. */
export const dateOrNull = (value: string): string | null => value || null;

interface ProjectFormFieldsProps {
  id: string;
  register: UseFormRegister<ProjectFieldValues>;
  errors: FieldErrors<ProjectFieldValues>;
  /** The project's status as stored, when editing one. */
  storedStatus?: string;
}

const DATE_FIELDS = [
  ['startDate', 'Start date'],
  ['periodStartDate', 'Current period start'],
  ['periodEndDate', 'Current period end'],
] as const;

export function ProjectFormFields({ id, register, errors, storedStatus }: ProjectFormFieldsProps) {
  const isOlderStatus = storedStatus !== undefined && !(PROJECT_STATUSES as readonly string[]).includes(storedStatus);
  const fieldId = (name: ProjectFieldName) => `${id}-${name}`;
  return (
    <>
      <TextField id={fieldId('name')} label="Name" error={errors.name?.message} {...register('name')} />
      <Field id={fieldId('status')} label="Status" error={errors.status?.message}>
        <select
          id={fieldId('status')}
          className={`form-select${errors.status ? ' is-invalid' : ''}`}
          {...invalidProps(fieldId('status'), errors.status?.message)}
          {...register('status')}
        >
          {isOlderStatus && (
            <option value={storedStatus} disabled>
              {storedStatus} (kept until you choose another)
            </option>
          )}
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </Field>
      <div className="row g-0 gap-md-3">
        {DATE_FIELDS.map(([name, label]) => (
          <div key={name} className="col-12 col-md">
            <TextField id={fieldId(name)} label={label} error={errors[name]?.message} type="date" {...register(name)} />
          </div>
        ))}
      </div>
    </>
  );
}
