import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../src/zod-messages';
import { id, loginBody } from '../src';

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
  it('names the real limits of numbers and ids (#13.17)', () => {
    const numbers = z.strictObject({ count: z.number().positive().lt(10), player_id: id });
    expect(firstMessage(numbers, { count: 0, player_id: 1 })).toBe('count must be greater than 0');
    expect(firstMessage(numbers, { count: 10, player_id: 1 })).toBe('count must be less than 10');
    expect(firstMessage(body, { name: 'a', age: 1.5, side: 'Home' })).toBe('age must be a whole number');
    expect(firstMessage(body, { name: 'a', age: 1e20, side: 'Home' })).toBe('age is too large');
    expect(firstMessage(numbers, { count: 1, player_id: 0 })).toBe('player_id must be at least 1');
    expect(firstMessage(numbers, { count: 1, player_id: 1e20 })).toBe('player_id must be at most 2147483647');
  });
  it('keeps the texts a schema sets itself', () => {
    expect(firstMessage(loginBody, { username: '', password: 'x' })).toBe('Username and password are required');
  });
});
