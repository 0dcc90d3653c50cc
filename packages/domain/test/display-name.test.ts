import { describe, expect, it } from 'vitest';
import { displayName } from '../src/rules/display-name';

describe('displayName', () => {
  it('is the short name when there is one, else the username', () => {
    expect(displayName({ short_name: 'Sam Smith', username: 'sam' })).toBe('Sam Smith');
    expect(displayName({ short_name: null, username: 'sam' })).toBe('sam');
    expect(displayName({ short_name: '   ', username: 'sam' })).toBe('sam');
    expect(displayName({ short_name: ' Sam ', username: 'sam' })).toBe('Sam');
  });
});
