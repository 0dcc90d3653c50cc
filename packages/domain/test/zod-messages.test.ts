import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../src/zod-messages';
import { loginBody } from '../src';

const body = z.strictObject({ name: z.string().max(5), age: z.number().int(), side: z.enum(['Home', 'Away']) });

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('default validation messages name the field', () => {
  it('missing, wrong type, too long, unknown field, bad option', () => {
    expect(firstMessage(body, { age: 1, side: 'Home' })).toBe('name is required');
    expect(firstMessage(body, { name: 'a', age: 'x', side: 'Home' })).toBe('age must be a number');
    expect(firstMessage(body, { name: 'abcdefg', age: 1, side: 'Home' })).toBe('name must be at most 5 characters');
    expect(firstMessage(body, { name: 'a', age: 1, side: 'Home', extra: 1 })).toBe('Unknown field: extra');
    expect(firstMessage(body, { name: 'a', age: 1, side: 'Both' })).toBe('side must be one of: Home, Away');
  });
  it('keeps the texts a schema sets itself', () => {
    expect(firstMessage(loginBody, { username: '', password: 'x' })).toBe('Username and password are required');
  });
});
