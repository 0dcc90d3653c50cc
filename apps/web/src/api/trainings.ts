import { useQueryClient } from '@tanstack/react-query';
import type { Training, TrainingBody } from '@touchline/domain';
import { http } from './http';
import { restResource } from './resource';

const TRAININGS_PATH = '/trainings';

/** GET/POST /trainings, PUT/DELETE /trainings/{id}. */
export const trainingsApi = restResource<Training, TrainingBody>({ key: 'trainings', path: TRAININGS_PATH });

/** GET /trainings outside a query: bulk creation reads the latest list just before it skips dates. */
export const fetchTrainings = () => http.get<Training[]>(TRAININGS_PATH);

/** One POST /trainings outside a mutation hook: bulk creation sends them one at a time, then invalidates once. */
export const createTraining = (body: TrainingBody) => http.post<Training>(TRAININGS_PATH, body);

/** Reloads every training query (the list, upcoming, …) after writes made with `createTraining`. */
export function useInvalidateTrainings() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [trainingsApi.key] });
}
