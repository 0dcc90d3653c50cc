import { z } from 'zod';

/**
 * Default validation messages that name the field, for every schema that does not carry a spec text of its own.
 * Applied once, globally, when the domain package is imported (server and web alike).
 */
function fieldOf(path: readonly PropertyKey[] | undefined): string {
  const parts = (path ?? []).map(String);
  return parts.length ? parts.join('.') : 'value';
}

function expectedText(expected: string): string {
  switch (expected) {
    case 'number':
      return 'a number';
    case 'int':
      return 'a whole number';
    case 'string':
      return 'text';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
      return 'an object';
    default:
      return expected;
  }
}

z.config({
  customError: (issue) => {
    const field = fieldOf(issue.path);
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return `${field} is required`;
        return `${field} must be ${expectedText(issue.expected)}`;
      case 'unrecognized_keys':
        return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
      case 'too_small':
        if (issue.origin === 'string')
          return Number(issue.minimum) <= 1
            ? `${field} is required`
            : `${field} must be at least ${issue.minimum} characters`;
        if (issue.origin === 'array') return `${field} must have at least ${issue.minimum} item(s)`;
        return issue.inclusive === false
          ? `${field} must be greater than ${issue.minimum}`
          : `${field} must be at least ${issue.minimum}`;
      case 'too_big':
        if (issue.origin === 'string') return `${field} must be at most ${issue.maximum} characters`;
        if (issue.origin === 'array') return `${field} must have at most ${issue.maximum} item(s)`;
        // A whole number's own safe range (±2^53 − 1) is not the field's limit: a schema states that with its own max.
        if (issue.maximum === Number.MAX_SAFE_INTEGER) return `${field} is too large`;
        return issue.inclusive === false
          ? `${field} must be less than ${issue.maximum}`
          : `${field} must be at most ${issue.maximum}`;
      case 'invalid_value':
        return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
      case 'invalid_format':
        return `${field} is not a valid ${issue.format}`;
      default:
        return undefined;
    }
  },
});
