import { describe, expect, it } from 'vitest';
import { initialisedDataDir } from '../support/data-dir-template';
import { callServer, killAndRestart, signInTo, startServer, type ServerProcess } from '../support/server-process';
import { verifySignature, WebhookReceiver } from '../support/webhook-receiver';

/**
 * Webhook deliveries across kill -9 (#35, decision 137): a fixture change the server acknowledged while the receiver
 * was down is delivered after a restart; one the server died sending, before the receiver answered, is sent again with
 * the same delivery id, so the receiver can drop the repeat. Nothing is lost.
 */
const ADMIN_PASSWORD = 'webhook-crash-admin-password';

/** A call whose answer is a JSON object. */
const call = async (server: ServerProcess, token: string, method: string, path: string, body?: object) => {
  const res = await callServer(server, token, method, path, body);
  return { status: res.status, body: (res.body ?? {}) as Record<string, unknown> };
};
const restart = killAndRestart;

const fixture = (teamId: number, opposition: string) => ({
  opposition_name: opposition,
  venue_name: 'Riverside Park',
  venue_address: 'Mill Lane',
  home_or_away: 'Home',
  kick_off_time: '10:00',
  meet_time: '09:30',
  colours: 'Red',
  match_date: '2026-12-12',
  team_id: teamId,
  match_type: 'league',
});

describe('webhook deliveries across kill -9', { timeout: 400_000 }, () => {
  it('loses none: sends what waited for the receiver, and again what it died sending, with one id', async () => {
    // A port for the receiver, which is down when the first change is made.
    const probe = await WebhookReceiver.start();
    const port = probe.port;
    await probe.close();
    const env = { DATA_DIR: initialisedDataDir('touchline-webhook-'), ADMIN_PASSWORD };
    let server = startServer(env);
    await server.ready;
    let token = await signInTo(server, ADMIN_PASSWORD);
    const hook = await call(server, token, 'POST', '/api/webhooks', {
      url: `http://127.0.0.1:${port}/hooks/receiver`,
      events: ['fixture.created', 'fixture.changed'],
    });
    expect(hook.status).toBe(201);
    const secret = hook.body.secret as string;
    const team = await call(server, token, 'POST', '/api/teams', {
      team_name: 'Kites',
      home_colours: 'Red',
      away_colours: 'Blue',
      age_group: 'U12',
      club_name: 'Riverside FC',
      contact_number: '0123',
    });
    const teamId = team.body.team_id as number;

    // Acknowledged while the receiver is down: the delivery waits for its retry when the server is killed.
    const created = await call(server, token, 'POST', '/api/matches', fixture(teamId, 'Herons'));
    expect(created.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const receiver = await WebhookReceiver.start(port);
    server = await restart(server, env);
    const [first] = await receiver.waitFor(1, 60_000);
    expect(first?.body).toMatchObject({ event: 'fixture.created', data: { opposition_name: 'Herons' } });
    expect(verifySignature(secret, first?.headers['touchline-signature'] as string, first?.raw ?? '')).toBe(true);

    // The receiver has the change but the server dies before its answer: sent again after the restart, same id.
    receiver.holding = true;
    token = await signInTo(server, ADMIN_PASSWORD);
    const matchId = created.body.match_id as number;
    const changed = await call(server, token, 'PUT', `/api/matches/${matchId}`, {
      ...fixture(teamId, 'Herons'),
      kick_off_time: '11:30',
    });
    expect(changed.status).toBe(200);
    const [, held] = await receiver.waitFor(2, 60_000);
    expect(held?.body.event).toBe('fixture.changed');
    receiver.holding = false;
    server = await restart(server, env);
    const [, , copy] = await receiver.waitFor(3, 60_000);
    expect(copy?.body.id).toBe(held?.body.id);
    expect(copy?.headers['touchline-delivery']).toBe(held?.headers['touchline-delivery']);
    expect(copy?.body.data).toEqual(held?.body.data);

    // Delivered, on record, and not sent again after another restart.
    token = await signInTo(server, ADMIN_PASSWORD);
    const log = async () =>
      (await call(server, token, 'GET', `/api/webhooks/${hook.body.webhook_id}/deliveries`)).body.deliveries as {
        status: string;
      }[];
    for (let tries = 0; (await log()).some((d) => d.status !== 'delivered'); tries++) {
      if (tries > 100) throw new Error('the deliveries were not put on record as delivered');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    server = await restart(server, env);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.received).toHaveLength(3);
    // The log holds neither the secret nor the receiver's address.
    expect(server.output()).not.toContain(secret);
    expect(server.output()).not.toContain('/hooks/receiver');
    server.child.kill('SIGTERM');
    await server.exited;
    await receiver.close();
  });
});
