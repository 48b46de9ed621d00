import { useQuery } from '@tanstack/react-query';
import { getAgencyProjectQueryOptions } from '../../../api/get-agency-projects';

/** GET /api/agency/projects/{projectGuid}: the project's page (the same cache entry as the pickers' chosen project). */
export const getProjectQueryOptions = getAgencyProjectQueryOptions;

export const useProject = (projectGuid: string) => useQuery(getProjectQueryOptions(projectGuid));
