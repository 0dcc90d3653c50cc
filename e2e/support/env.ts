export const E2E_PORT = Number(process.env.E2E_PORT ?? 3111);
export const ADMIN_PASSWORD = 'e2e-admin-password';
export const DEMO_PASSWORD = 'e2e-demo-password';
/** The test mail sink's HTTP side (e2e/support/serve.ts): what the SMTP sink received, and its switches. */
export const MAILBOX_PORT = E2E_PORT + 1;
/** The test push service's HTTP side (e2e/support/serve.ts): new subscriptions, and what each device received. */
export const PUSH_SINK_PORT = E2E_PORT + 2;
