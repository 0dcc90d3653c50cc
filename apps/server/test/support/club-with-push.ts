import { expect } from 'vitest';
import { defaultChannels, type NotificationPreferences } from '@touchline/domain';
import { factories } from './factories';
import type { Person } from './people';
import { PushSink } from './push-sink';
import { SmtpSink } from './smtp-sink';
import { createTestApp, type TestApp } from './test-app';

export interface ClubWithPush {
  t: TestApp;
  push: PushSink;
  mail: SmtpSink;
  admin: string;
  f: ReturnType<typeof factories>;
  /** Saves the person's channel per kind (the rest as they start) and, when given, the digest. */
  choose(person: Person, kinds: Partial<NotificationPreferences['kinds']>, digest?: boolean): Promise<void>;
  /** A device of the person's at the local push service, named `device`, turned on through the API. */
  turnOn(person: Person, device: string): Promise<{ id: number; label: string }>;
  close(): Promise<void>;
}

/**
 * A test app whose email goes to a local SMTP server and whose push messages go to a local push service
 * (support/push-sink.ts), both workers polling fast: what the push and language tests share (#32).
 */
export async function clubWithPush(): Promise<ClubWithPush> {
  const push = await PushSink.create();
  const mail = await SmtpSink.create();
  const t = await createTestApp(
    {
      SMTP_URL: mail.url,
      MAIL_FROM: 'Oakfield Juniors <club@oakfield.example>',
      PUBLIC_URL: 'https://club.example.org',
      PUSH_ALLOW_HTTP: '1',
    },
    { mailWorker: { pollMs: 100 }, pushWorker: { pollMs: 100 } },
  );
  const admin = await t.signIn('admin');
  return {
    t,
    push,
    mail,
    admin,
    f: factories(t, () => admin),
    async choose(person, kinds, digest = false) {
      const res = await t.request({
        method: 'PUT',
        url: '/api/account/notification-preferences',
        token: person.token,
        payload: { kinds: { ...defaultChannels, ...kinds }, digest },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
    async turnOn(person, device) {
      const res = await t.request({
        method: 'POST',
        url: '/api/account/push-devices',
        token: person.token,
        headers: {
          'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
        },
        payload: push.subscribe(device),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number; label: string }>();
    },
    async close() {
      await t.close();
      await push.close();
      await mail.stop();
    },
  };
}
