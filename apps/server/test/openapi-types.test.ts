import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchEventTypes, userTypeNames } from '@touchline/domain';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The OpenAPI document generates good clients (decision 139, #35): every field typed, closed sets as enums, the main
 * resources named once under components.schemas with a description and an example, every area described.
 */

interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  not?: Schema;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  description?: string;
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
}
interface Media {
  schema?: Schema;
}
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
  tags: { name: string; description?: string }[];
}

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.request({ method: 'GET', url: '/api/openapi.json' });
  expect(answer.statusCode).toBe(200);
  document = answer.json<Document>();
});
afterAll(() => t.close());

/** A schema that says what it holds: a type, a reference, a choice of schemas, an enum or a constant. */
function typed(schema: Schema): boolean {
  return ['$ref', 'type', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', 'not'].some((key) => key in schema);
}

/**
 * Where a schema has a field (a property, an array's items, a member of a choice) typed `{}`. A free-form object's
 * `additionalProperties: {}` (any member, as an RFC 9457 problem's extension members or a data export's rows) is a
 * declared shape, not a field.
 */
function untypedFields(schema: Schema | undefined, where: string, found: string[]): string[] {
  if (!schema) return found;
  if (!typed(schema)) found.push(where);
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    untypedFields(property, `${where}.${name}`, found);
  if (schema.items) untypedFields(schema.items, `${where}[]`, found);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const [i, member] of (schema[key] ?? []).entries()) untypedFields(member, `${where}|${i}`, found);
  }
  if (typeof schema.additionalProperties === 'object' && typed(schema.additionalProperties)) {
    untypedFields(schema.additionalProperties, `${where}{}`, found);
  }
  return found;
}

function operations(): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

/** The schema a `$ref` names, else the schema itself. */
function resolved(schema: Schema | undefined): Schema | undefined {
  const name = schema?.$ref?.replace('#/components/schemas/', '');
  return name ? document.components.schemas[name] : schema;
}

function requestBody(key: string): Schema | undefined {
  const [method = '', path = ''] = key.split(' ');
  return resolved(document.paths[path]?.[method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema);
}

describe('the OpenAPI document generates good clients', () => {
  it('types every field of every request and answer', () => {
    const found: string[] = [];
    for (const [key, operation] of operations()) {
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        untypedFields(media.schema, `${key} body (${type})`, found);
      }
      for (const parameter of operation.parameters ?? []) {
        untypedFields(parameter.schema, `${key} ${parameter.in} ${parameter.name}`, found);
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        for (const media of Object.values(response.content ?? {}))
          untypedFields(media.schema, `${key} ${status}`, found);
      }
    }
    for (const [name, schema] of Object.entries(document.components.schemas)) untypedFields(schema, `#${name}`, found);
    expect(found).toEqual([]);
  });

  it('types a request field naming a record as an integer id from 1', () => {
    const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
    expect(requestBody('POST /api/matches')?.properties?.team_id).toMatchObject(id);
    expect(requestBody('POST /api/players')?.properties?.team_id).toMatchObject(id);
    expect(requestBody('POST /api/trainings')?.properties?.team_id).toMatchObject(id);
    expect(requestBody('POST /api/matches/{id}/cards')?.properties?.player_id).toMatchObject(id);
    expect(requestBody('POST /api/lineups/match/{matchId}')?.properties?.formationId).toMatchObject(id);
  });

  it('gives closed sets as enums', () => {
    const eventType = requestBody('POST /api/matches/{id}/events')?.properties?.event_type;
    expect(eventType?.enum).toEqual([...matchEventTypes]);
    const userTypes = requestBody('POST /api/register')?.properties?.userTypes?.items?.anyOf ?? [];
    expect(userTypes.map((member) => resolved(member)?.enum ?? resolved(member.properties?.type)?.enum)).toEqual([
      [...userTypeNames],
      [...userTypeNames],
    ]);
    expect(document.components.schemas.Role?.enum).toEqual(['user', 'admin']);
    expect(document.components.schemas.Match?.properties?.status?.enum).toEqual([
      'scheduled',
      'postponed',
      'cancelled',
    ]);
    expect(document.components.schemas.Duty?.properties?.status?.enum).toEqual(['assigned', 'done', 'no_show']);
  });

  it('names the main resources once, each with a description and an example, and refers to them', () => {
    const resources = ['Team', 'Player', 'Match', 'Training', 'Season', 'User', 'MatchEvent', 'Lineup', 'Formation'];
    const more = ['MatchType', 'OppositionTeam', 'AuditEntry', 'Qualification', 'DutyKind', 'Duty', 'MatchState'];
    const schemas = document.components.schemas;
    for (const name of [...resources, ...more]) {
      expect(schemas[name], name).toBeDefined();
      expect(schemas[name]?.description, name).toMatch(/\w{3,}/);
      expect(schemas[name]?.examples?.length, name).toBeGreaterThan(0);
    }
    expect(Object.keys(schemas).filter((name) => schemas[name]?.description).length).toBeGreaterThanOrEqual(15);
    const teams = document.paths['/api/teams']?.get?.responses?.['200']?.content?.['application/json']?.schema;
    expect(teams).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Team' } });
    // Every named schema is used: an unused one would be a lint warning and a type a client never meets.
    const text = JSON.stringify({ ...document, components: { ...document.components, schemas: {} } });
    const referred = new Set([...text.matchAll(/#\/components\/schemas\/(\w+)/g)].map((m) => m[1]));
    const nested = JSON.stringify(schemas);
    for (const name of Object.keys(schemas)) {
      expect(referred.has(name) || nested.includes(`"#/components/schemas/${name}"`), name).toBe(true);
    }
  });

  it('describes every area', () => {
    expect(document.tags.filter((tag) => !tag.description).map((tag) => tag.name)).toEqual([]);
  });
});
