import { z } from 'zod';
import { idParams } from '../schemas/common';
import type { ApiKeyScope } from '../schemas/integrations';
import { contract, type TeamScope } from './contract';

/**
 * The four endpoints of an admin-managed collection: anyone signed in lists it; admins create (201), change and
 * delete (204) its records by id. `noun` names a record in the docs ('team', 'match type').
 */
export function crudContracts<const P extends string, T extends z.ZodType, B extends z.ZodType, U extends z.ZodType>(
  path: P,
  noun: string,
  schemas: { record: T; body: B; updateBody: U },
  /** Who creates and changes one (#30: a team's coaches their team's fixtures and training); admins when absent. */
  writers?: { create: TeamScope; update: TeamScope },
  /**
   * The API key scopes that may list, and create and change, records (decision 137); none when absent. `versioned`:
   * records carry their `version`, and a change or deletion sent with If-Match on another one is refused 412
   * (decision 140).
   */
  keys: { read?: ApiKeyScope; write?: ApiKeyScope; versioned?: boolean } = {},
) {
  const byId = `${path}/:id` as const;
  const written = (team: TeamScope | undefined) =>
    team ? { access: 'coachOrAdmin' as const, team } : { access: 'admin' as const };
  const read = keys.read && { keyScope: keys.read };
  const write = keys.write && { keyScope: keys.write };
  const versioned = keys.versioned && { errors: [412] as const };
  return {
    list: contract({ method: 'GET', path, summary: `Every ${noun}`, response: z.array(schemas.record), ...read }),
    create: contract({
      method: 'POST',
      path,
      ...written(writers?.create),
      ...write,
      summary: `Create a ${noun}`,
      body: schemas.body,
      response: schemas.record,
      status: 201,
    }),
    update: contract({
      method: 'PUT',
      path: byId,
      ...written(writers?.update),
      ...write,
      summary: `Change a ${noun}`,
      params: idParams,
      body: schemas.updateBody,
      response: schemas.record,
      ...versioned,
    }),
    remove: contract({
      method: 'DELETE',
      path: byId,
      access: 'admin',
      summary: `Delete a ${noun} that nothing uses`,
      params: idParams,
      response: null,
      ...versioned,
    }),
  };
}

/** GET `{path}/:id`: one record; `keyScope`, the API key scope that may read it (decision 137). */
export function getContract<const P extends string, T extends z.ZodType>(
  path: P,
  noun: string,
  record: T,
  keyScope?: ApiKeyScope,
) {
  return contract({
    method: 'GET',
    path: `${path}/:id` as const,
    summary: `One ${noun}`,
    params: idParams,
    response: record,
    ...(keyScope && { keyScope }),
  });
}
