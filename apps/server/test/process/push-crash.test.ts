import { describe, expect, it } from 'vitest';
import { PushSink } from '../support/push-sink';
import { callServer, killAndRestart, signInTo, startServer } from '../support/server-process';
import { initialisedDataDir } from '../support/data-dir-template';

/**
 * The push outbox across kill -9 (#32): a push message decided while the push service fails is sent after the
 * restart; one the server died sending before it heard the answer is sent again, with the same Topic (RFC 8030) and
 * notification tag, so the device shows it once. Nothing is lost.
 */
const ADMIN_PASSWORD = 'push-crash-admin-password';

const envFor = (dataDir: string) => ({ DATA_DIR: dataDir, ADMIN_PASSWORD, PUSH_ALLOW_HTTP: '1' });

describe('the push outbox across kill -9', { timeout: 400_000 }, () => {
  it('loses nothing: sends what waited for a retry, and again what it died sending, with one tag', async () => {
    const sink = await PushSink.create();
    const env = envFor(initialisedDataDir('touchline-push-'));
    let server = startServer(env);
    await server.ready;
    let token = await signInTo(server, ADMIN_PASSWORD);
    expect((await callServer(server, token, 'POST', '/api/account/push-devices', sink.subscribe('busy'))).status).toBe(
      201,
    );

    // The push service struggles (503): the message waits for its retry when the server is killed.
    sink.failing.add('busy');
    expect(await callServer(server, token, 'POST', '/api/account/push-devices/test')).toEqual({
      status: 200,
      body: { devices: 1 },
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    sink.failing.delete('busy');
    server = await killAndRestart(server, env);
    const [first] = await sink.waitFor(1);
    expect(first?.payload.title).toBe('Touchline notifications work');

    // On record once sent: the device's last message moves on.
    token = await signInTo(server, ADMIN_PASSWORD);
    const lastSent = async () =>
      (
        (await callServer(server, token, 'GET', '/api/account/push-devices')).body as {
          devices: { last_sent_at: string }[];
        }
      ).devices[0]?.last_sent_at ?? null;
    const movedOn = async (from: string | null) => {
      for (let tries = 0; (await lastSent()) === from; tries++) {
        if (tries > 100) throw new Error('the message was not put on record as sent');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return lastSent();
    };
    const firstSent = await movedOn(null);

    // The service has the message but the server dies before its answer: sent again after the restart.
    sink.unanswered.add('busy');
    await callServer(server, token, 'POST', '/api/account/push-devices/test');
    const [, held] = await sink.waitFor(2);
    sink.unanswered.delete('busy');
    server = await killAndRestart(server, env);
    const [, , copy] = await sink.waitFor(3);
    expect(copy?.topic).toBe(held?.topic);
    expect(copy?.payload).toEqual(held?.payload);
    // Sent, on record, and not sent again.
    token = await signInTo(server, ADMIN_PASSWORD);
    await movedOn(firstSent);
    server = await killAndRestart(server, env);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.received).toHaveLength(3);
    // The log holds no device address or key.
    expect(server.output()).not.toContain('/push/busy');
    server.child.kill('SIGTERM');
    await server.exited;
    await sink.close();
  });
});
