import type { ProjectTargets } from '@client-portal/contract';
import { useId, useMemo } from 'react';
import { Loading } from '../../../components/ui/loading';
import { SaveNoticeText } from '../../../components/ui/save-notice';
import { Spinner } from '../../../components/ui/spinner';
import { TitledCard } from '../../../components/ui/titled-card';
import { useSettingsForm } from '../../../components/ui/use-settings-form';
import { agencyLoadError } from '../../../lib/agency-errors';
import { useProjectTargets, useSaveProjectTargets } from '../api/helpdesk';
import { TargetFields, targetHours, targetMinutes, type TargetHours } from './target-fields';

interface TargetValues {
  followsDefault: boolean;
  hours: TargetHours;
}

const valuesOf = (targets: ProjectTargets): TargetValues => ({
  followsDefault: targets.followsDefault,
  hours: targetHours(targets),
});
const targetsOf = (values: TargetValues): ProjectTargets => ({
  followsDefault: values.followsDefault,
  ...targetMinutes(values.hours),
});

/** A target as the summary says it: "within 2 working hours", or "no target". */
const targetWords = (hours: string) => (hours ? `within ${hours} working hours` : 'no target');

/** A project's response targets: the workspace's (Settings), or its own. */
export function ProjectTargetsCard({ projectGuid }: { projectGuid: string }) {
  const id = useId();
  const query = useProjectTargets(projectGuid);
  const save = useSaveProjectTargets(projectGuid);
  const loaded = useMemo(() => (query.data ? valuesOf(query.data) : undefined), [query.data]);
  const { values, setValues, notice, onSubmit } = useSettingsForm<TargetValues>({
    loaded,
    isSame: (a, b) => JSON.stringify(targetsOf(a)) === JSON.stringify(targetsOf(b)),
    mutate: (changed, callbacks) => save.mutate(targetsOf(changed), callbacks),
  });
  const headingId = `${id}-heading`;
  return (
    <TitledCard headingId={headingId} title="Response targets">
      {!values ? (
        query.isError ? (
          <div className="alert alert-danger mb-0" role="alert">
            The targets could not be loaded. {agencyLoadError(query.error).message}
          </div>
        ) : (
          <Loading />
        )
      ) : (
        <form onSubmit={onSubmit} aria-labelledby={headingId} noValidate>
          <fieldset className="mb-3">
            <legend className="visually-hidden">Which targets</legend>
            {(
              [
                [true, 'The workspace’s targets'],
                [false, 'Targets of its own'],
              ] as const
            ).map(([follows, label]) => (
              <div key={label} className="form-check">
                <input
                  id={`${id}-follows-${String(follows)}`}
                  className="form-check-input"
                  type="radio"
                  name={`${id}-follows`}
                  checked={values.followsDefault === follows}
                  onChange={() => setValues({ ...values, followsDefault: follows })}
                />
                <label className="form-check-label" htmlFor={`${id}-follows-${String(follows)}`}>
                  {label}
                </label>
              </div>
            ))}
          </fieldset>
          {values.followsDefault ? (
            <p className="small text-body-secondary">
              First response: {targetWords(values.hours.firstResponse)}. Resolution:{' '}
              {targetWords(values.hours.resolution)}.
            </p>
          ) : (
            <TargetFields id={id} hours={values.hours} onChange={(hours) => setValues({ ...values, hours })} />
          )}
          <SaveNoticeText notice={notice} />
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending && <Spinner label="Saving" />} Save targets
          </button>
        </form>
      )}
    </TitledCard>
  );
}
