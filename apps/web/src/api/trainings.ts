import { useQueryClient } from '@tanstack/react-query';
import type { TrainingBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { http } from './http';
import { restResource } from './resource';

/** GET/POST /trainings, PUT/DELETE /trainings/{id}. */
export const trainingsApi = restResource({ key: 'trainings', contracts: contracts.trainings });

/** GET /trainings outside a query: bulk creation reads the latest list just before it skips dates. */
export const fetchTrainings = () => http.call(contracts.trainings.list);

/** One POST /trainings outside a mutation hook: bulk creation sends them one at a time, then invalidates once. */
export const createTraining = (body: TrainingBody) => http.call(contracts.trainings.create, { body });

/** Reloads every training query (the list, upcoming, …) after writes made with `createTraining`. */
export function useInvalidateTrainings() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [trainingsApi.key] });
}
