import { ProjectStatus } from '@client-portal/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formProblem } from '../../../lib/agency-errors';
import { useCreateProject } from '../api/create-project';
import {
  dateOrNull,
  isProjectField,
  ProjectFields,
  ProjectFormFields,
  type ProjectFieldValues,
} from './project-fields';

/** Adds a project; its page opens next (users, dashboard pages and Site Care are added there). */
export function NewProjectForm() {
  const id = useId();
  const navigate = useNavigate();
  const mutation = useCreateProject();
  const [problem, setProblem] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProjectFieldValues, unknown, z.output<typeof ProjectFields>>({
    resolver: zodResolver(ProjectFields),
    defaultValues: { name: '', status: 'active', startDate: '', periodStartDate: '', periodEndDate: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setProblem(undefined);
    const body = {
      name: values.name,
      // The select offers the contract's statuses only.
      status: ProjectStatus.parse(values.status),
      startDate: dateOrNull(values.startDate),
      periodStartDate: dateOrNull(values.periodStartDate),
      periodEndDate: dateOrNull(values.periodEndDate),
    };
    mutation.mutate(body, {
      onSuccess: (project) => void navigate(paths.agencyProject(project.projectGuid)),
      onError: (error) => {
        const { field, message } = formProblem(error);
        if (isProjectField(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
        else setProblem(message);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New project">
      {problem && (
        <div className="alert alert-danger" role="alert">
          {problem}
        </div>
      )}
      <ProjectFormFields id={id} register={register} errors={errors} />
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Creating" />} Create project
        </button>
        <Link to={paths.agencyProjects}>Cancel</Link>
      </div>
    </form>
  );
}
