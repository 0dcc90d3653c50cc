import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from '../src/schemas/lazy-schema';
import { team, teamBody, teamUpdateBody } from '../src';

describe('lazySchema', () => {
  it('builds the schema on first use, once', () => {
    const build = vi.fn(() => z.strictObject({ name: z.string().min(1) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'Reds' })).toEqual({ name: 'Reds' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('behaves as the schema inside other schemas and through its methods', () => {
    const inner = lazySchema(() => z.number().int().positive());
    const outer = z.object({ id: inner, ids: z.array(inner), maybe: inner.optional() });
    expect(outer.parse({ id: 3, ids: [1, 2] })).toEqual({ id: 3, ids: [1, 2] });
    expect(outer.safeParse({ id: -1, ids: [] }).success).toBe(false);
    expect(inner instanceof z.ZodNumber).toBe(true);
    expect('_zod' in inner).toBe(true);
    const extended = lazySchema(() => z.strictObject({ a: z.string() })).extend({ b: z.number() });
    expect(extended.parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
    expect(Object.keys(extended.shape)).toEqual(['a', 'b']);
  });

  it('converts to JSON Schema like the schema it stands for, wrappers and transforms included', () => {
    const optionalId = lazySchema(() =>
      z
        .number()
        .int()
        .nullish()
        .transform((v) => v ?? null),
    );
    const name = lazySchema(() => z.string().min(1).optional());
    const outer = z.object({ id: optionalId, name, again: name });
    const plain = z.object({
      id: z
        .number()
        .int()
        .nullish()
        .transform((v) => v ?? null),
      name: z.string().min(1).optional(),
      again: z.string().min(1).optional(),
    });
    expect(z.toJSONSchema(outer, { io: 'input' })).toEqual(z.toJSONSchema(plain, { io: 'input' }));
  });

  it('keeps the domain schemas and their messages as they were', () => {
    expect(teamBody.safeParse({}).error?.issues.map((i) => i.message)).toContain('Team name is required');
    expect(() =>
      teamUpdateBody.parse({
        team_name: 'A',
        home_colours: 'R',
        away_colours: 'B',
        age_group: 'U9',
        club_name: 'C',
        contact_number: '1',
        team_id: 2,
      }),
    ).not.toThrow();
    expect(
      team.parse({
        team_name: ' A ',
        home_colours: 'R',
        away_colours: 'B',
        age_group: 'U9',
        club_name: 'C',
        contact_number: '1',
        team_id: 2,
        youth_mode: true,
        youth_mode_choice: null,
        match_minutes: 50,
        match_minutes_choice: null,
      }).team_name,
    ).toBe('A');
  });
});
