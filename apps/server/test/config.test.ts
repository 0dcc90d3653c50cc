import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, serverTimeZone, timeZoneWarning } from '../src/config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.demoData).toBe(true);
    expect(config.logLevel).toBe('info');
    expect(config.adminPassword).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h/db',
      DATA_DIR: '/tmp/x',
      ADMIN_PASSWORD: 'longenough',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@h/db',
      dataDir: '/tmp/x',
      adminPassword: 'longenough',
      demoData: false,
      logLevel: 'warn',
    });
  });

  it('keeps the demo club to the embedded quick start unless DEMO_DATA says otherwise', () => {
    const server = 'postgres://u@h/db';
    expect(loadConfig({ DATABASE_URL: server }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: server, DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DEMO_DATA: 'yes' }, "DEMO_DATA: must be '0' or '1'"],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: must be one of'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must start with postgres://'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD: must be at least 8 characters'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN: must be at least 16 characters'],
    [{ CLUB_TIMEZONE: 'Europe/Londn' }, 'CLUB_TIMEZONE: must be an IANA time zone name, e.g. Europe/London'],
    [{ CLUB_TIMEZONE: '+01:00' }, 'CLUB_TIMEZONE: must be an IANA time zone name'],
  ])('refuses %j with a message naming the variable', (env, text) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(text);
  });
});

describe('CLUB_TIMEZONE', () => {
  it('is the club’s IANA zone, in its canonical spelling', () => {
    expect(loadConfig({ CLUB_TIMEZONE: 'Europe/London' })).toMatchObject({
      clubTimeZone: 'Europe/London',
      clubTimeZoneFromServer: false,
    });
    expect(loadConfig({ CLUB_TIMEZONE: 'europe/london' }).clubTimeZone).toBe('Europe/London');
  });

  it("is the server's own zone when unset or blank", () => {
    for (const env of [{}, { CLUB_TIMEZONE: '' }]) {
      expect(loadConfig(env)).toMatchObject({ clubTimeZone: serverTimeZone(), clubTimeZoneFromServer: true });
    }
  });

  it('warns at start-up only when it was left to a server in UTC', () => {
    expect(timeZoneWarning({ clubTimeZone: 'UTC', clubTimeZoneFromServer: true })).toMatch(
      /CLUB_TIMEZONE is not set.*UTC.*CLUB_TIMEZONE=Europe\/London/,
    );
    expect(timeZoneWarning({ clubTimeZone: 'Etc/UTC', clubTimeZoneFromServer: true })).not.toBeNull();
    expect(timeZoneWarning({ clubTimeZone: 'Europe/London', clubTimeZoneFromServer: true })).toBeNull();
    expect(timeZoneWarning({ clubTimeZone: 'UTC', clubTimeZoneFromServer: false })).toBeNull();
  });
});

describe('OIDC_* (sign-in with the club’s accounts, decision 136)', () => {
  const oidc = {
    OIDC_ISSUER: 'https://accounts.google.com',
    OIDC_CLIENT_ID: 'touchline-client',
    OIDC_CLIENT_SECRET: 'a-client-secret',
  };

  it('is off unless set; all three make it on, with the button’s words and no sign-up by default', () => {
    expect(loadConfig({}).oidc).toBeNull();
    expect(loadConfig(oidc).oidc).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'touchline-client',
      clientSecret: 'a-client-secret',
      name: 'your club account',
      signup: false,
    });
    expect(loadConfig({ ...oidc, OIDC_NAME: 'Oakfield Google accounts', OIDC_SIGNUP: '1' }).oidc).toMatchObject({
      name: 'Oakfield Google accounts',
      signup: true,
    });
    // Plain http only on this machine, for a local provider.
    expect(loadConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:9000' }).oidc?.issuer).toBe('http://127.0.0.1:9000');
    expect(loadConfig({ ...oidc, OIDC_ISSUER: 'http://localhost:9000/realms/club' }).oidc).not.toBeNull();
  });

  it.each([
    [
      { ...oidc, OIDC_ISSUER: 'http://id.example.org' },
      'OIDC_ISSUER: must be the https address of the OpenID provider',
    ],
    [{ ...oidc, OIDC_ISSUER: 'accounts.google.com' }, 'OIDC_ISSUER: must be the https address'],
    [{ ...oidc, OIDC_SIGNUP: 'yes' }, "OIDC_SIGNUP: must be '0' or '1'"],
    [{ OIDC_ISSUER: oidc.OIDC_ISSUER }, 'OIDC_CLIENT_ID: must be set when OIDC_ISSUER is'],
    [{ OIDC_ISSUER: oidc.OIDC_ISSUER, OIDC_CLIENT_ID: 'x' }, 'OIDC_CLIENT_SECRET: must be set when OIDC_ISSUER and'],
    [{ OIDC_CLIENT_SECRET: 'x' }, 'OIDC_ISSUER: must be set when OIDC_CLIENT_SECRET is'],
  ])('refuses %j with a message naming the variable', (env, text) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(text);
  });

  it('never puts the client secret in a message', () => {
    expect(() => loadConfig({ OIDC_CLIENT_SECRET: 'secret-Zq81' })).not.toThrow(/secret-Zq81/);
  });
});
