export const E2E_PORT = Number(process.env.E2E_PORT ?? 3111);
export const ADMIN_PASSWORD = 'e2e-admin-password';
export const DEMO_PASSWORD = 'e2e-demo-password';
/** The test mail sink's HTTP side (e2e/support/serve.ts): what the SMTP sink received, and its switches. */
export const MAILBOX_PORT = E2E_PORT + 1;
/** The test push service's HTTP side (e2e/support/serve.ts): new subscriptions, and what each device received. */
export const PUSH_SINK_PORT = E2E_PORT + 2;

/**
 * The environment of a server the browser tests start (support/serve.ts, support/own-server.ts): the compiled server on
 * a new embedded database in `dataDir` with the demo club and the tests' passwords, on `port`.
 */
export function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    DEMO_DATA: '1',
    DEMO_PASSWORD,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  };
}
