import '@touchline/domain/zod-messages';
import type { z } from 'zod';
import { known } from '../i18n/i18n';

export type FieldErrors = Record<string, string>;

/**
 * Validates form values with the same zod schema the server uses, so forms show the server's texts (in the language
 * in use when they are known messages). Answers the parsed values, or the first message per field.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_form';
    errors[key] ??= known(issue.message);
  }
  return { ok: false, errors };
}
