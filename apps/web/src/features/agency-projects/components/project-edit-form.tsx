import { ProjectStatus, type AgencyProjectDetail, type ProjectChange } from '@client-portal/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { pastOutcome, saveChange, type SaveNotice, SaveNoticeText } from '../../../components/ui/save-notice';
import { Spinner } from '../../../components/ui/spinner';
import { formProblem } from '../../../lib/agency-errors';
import { useUpdateProject } from '../api/update-project';
import {
  dateOrNull,
  isProjectField,
  ProjectFields,
  projectFieldValues,
  ProjectFormFields,
  type ProjectFieldValues,
} from './project-fields';
import { TitledCard } from '../../../components/ui/titled-card';

/** The project's name, status and dates; only the changed fields are sent. */
export function ProjectEditForm({ project }: { project: AgencyProjectDetail }) {
  const id = useId();
  const mutation = useUpdateProject(project.projectGuid);
  const [notice, setNotice] = useState<SaveNotice>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProjectFieldValues, unknown, z.output<typeof ProjectFields>>({
    resolver: zodResolver(ProjectFields),
    defaultValues: projectFieldValues(project),
  });

  // A newer answer (after another write, a refetch): untouched fields follow it, the user's changes stay.
  useEffect(() => {
    reset(projectFieldValues(project), { keepDirtyValues: true });
  }, [project, reset]);

  const onSubmit = handleSubmit(
    (values) => {
      const saved = projectFieldValues(project);
      const change: ProjectChange = {};
      if (values.name !== saved.name.trim()) change.name = values.name;
      // Another status than the stored one is one of the select's choices, the contract's statuses.
      if (values.status !== saved.status) change.status = ProjectStatus.parse(values.status);
      if (values.startDate !== saved.startDate) change.startDate = dateOrNull(values.startDate);
      if (values.periodStartDate !== saved.periodStartDate) change.periodStartDate = dateOrNull(values.periodStartDate);
      if (values.periodEndDate !== saved.periodEndDate) change.periodEndDate = dateOrNull(values.periodEndDate);
      saveChange(change, {
        mutate: mutation.mutate,
        setNotice,
        onSaved: (answer) => reset(projectFieldValues(answer)),
        onRefused: (error) => {
          const { field, message } = formProblem(error);
          if (isProjectField(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
          else setNotice({ kind: 'problem', message });
        },
      });
    },
    () => setNotice(pastOutcome),
  );

  return (
    <TitledCard headingId={`${id}-heading`} title="Edit project">
      <form onSubmit={onSubmit} onChange={() => setNotice(pastOutcome)} noValidate aria-labelledby={`${id}-heading`}>
        <ProjectFormFields id={id} register={register} errors={errors} storedStatus={project.status} />
        <SaveNoticeText notice={notice} />
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Saving" />} Save
        </button>
      </form>
    </TitledCard>
  );
}
