import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The container files (deploy/), which this machine cannot build or run (no container engine): they stay on the
 * Node LTS the project runs on, and the compose file passes every email and sign-in setting through.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('deploy files', () => {
  it('builds and runs the image on Node 24', () => {
    const froms = read('deploy/Dockerfile')
      .split('\n')
      .filter((line) => line.startsWith('FROM '));
    expect(froms.length).toBe(2);
    for (const from of froms) expect(from).toMatch(/^FROM node:24-bookworm-slim\b/);
  });

  it('passes every email, sign-in and backup setting the server reads through compose', () => {
    const compose = read('deploy/compose.yaml');
    const settings = [
      'PUBLIC_URL',
      'SMTP_URL',
      'MAIL_FROM',
      'MAIL_BATCH_SECONDS',
      'OIDC_ISSUER',
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
      'OIDC_NAME',
      'OIDC_SIGNUP',
      'BACKUP_EVERY_HOURS',
      'BACKUP_KEEP',
    ];
    for (const name of settings) expect(compose, name).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
    // Each one is a setting the server reads (config.ts), so none is misspelt.
    const config = read('apps/server/src/config.ts');
    for (const name of settings) expect(config, name).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
  });
});
