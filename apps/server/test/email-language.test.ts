import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { recipientLanguage, translatorFor } from '../src/i18n';
import { composeBatch } from '../src/mail/templates';
import { answerRequestParts } from '../src/mail/notice-templates';
import { today } from '../src/today';
import { clubWithPush, type ClubWithPush } from './support/club-with-push';
import { personWithEmail, type Person } from './support/people';
import type { PushSink } from './support/push-sink';
import type { SmtpSink } from './support/smtp-sink';
import type { TestApp } from './support/test-app';

/**
 * Emails and push messages in their recipient's language (#32, decision 132): a parent who chose Spanish is asked for
 * their child's availability in Spanish, by email and on their phone, while an English parent's request stays as it
 * always was, word for word.
 */
let club: ClubWithPush;
let t: TestApp;
let push: PushSink;
let mail: SmtpSink;
let f: ClubWithPush['f'];

beforeAll(async () => {
  club = await clubWithPush();
  ({ t, push, mail, f } = club);
});
afterAll(() => club.close());

/** Availability requests by email and push for the person, and a device of theirs. */
async function emailAndPush(person: Person) {
  await club.choose(person, { availability_request: 'both' });
  await club.turnOn(person, person.username);
}

describe('the language of a notice', () => {
  it('is the person’s own, else the club’s, else English', () => {
    expect(recipientLanguage('es', 'en-GB')).toBe('es');
    expect(recipientLanguage(null, 'es')).toBe('es');
    expect(recipientLanguage('xx', null)).toBe('en-GB');
    expect(recipientLanguage(null, null)).toBe('en-GB');
  });

  it('asks a Spanish parent in Spanish and an English parent in English, by email and push', async () => {
    const team = await f.team();
    const [one, two] = [await f.player(team.team_id), await f.player(team.team_id)];
    const spanish = await personWithEmail(t, 'lang.es', ['Parent'], [one!.player_id]);
    const english = await personWithEmail(t, 'lang.en', ['Parent'], [two!.player_id]);
    await t.db.update(users).set({ language: 'es' }).where(eq(users.userId, spanish.userId));
    await emailAndPush(spanish);
    await emailAndPush(english);
    await f.match(team.team_id, { match_date: addDaysToDate(today(), 10), kick_off_time: '10:00' });

    const mailed = mail.received.length;
    const pushed = push.received.length;
    await t.app.planNotices(new Date());
    await t.app.jobs.drain();
    t.app.mail?.wake();
    t.app.push.wake();
    const emails = (await mail.waitFor(mailed + 2)).slice(mailed);
    const pushes = (await push.waitFor(pushed + 2)).slice(pushed);

    const es = emails.find((e) => e.to === spanish.email)!;
    expect(es.subject).toMatch(/^¿Puede jugar Player \d+ el \p{L}+, \d+ de \p{L}+\?$/u);
    expect(es.text).toMatch(/^Hola, lang\.es:\n/);
    expect(es.text).toContain('Disponible: https://club.example.org/respond/available#');
    expect(es.text).toContain('Hora de inicio: 10:00; hora de llegada: 09:30.');
    expect(es.text).toContain('Dejar de recibir estos correos: https://club.example.org/unsubscribe#');
    expect(es.html).toContain('<html lang="es">');
    expect(es.html).toContain('Si un botón no funciona, copia su dirección en tu navegador:');
    expect(es.text).not.toMatch(/Hello|Please answer|Stop these emails/);

    const en = emails.find((e) => e.to === english.email)!;
    expect(en.subject).toMatch(/^Can Player \d+ play on \w+day \d+ \w+\?$/);
    expect(en.text).toMatch(/^Hello lang\.en,\n/);
    expect(en.text).toContain('Available: https://club.example.org/respond/available#');
    expect(en.text).toContain('Kick-off 10:00, meet at 09:30.');
    expect(en.text).toContain('Stop these emails: https://club.example.org/unsubscribe#');
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('If a button does not work, copy its address into your browser:');

    const pushEs = pushes.find((p) => p.device === spanish.username)!;
    expect(pushEs.payload.title).toMatch(/^¿Puede jugar Player \d+ el \p{L}+, \d+ de \p{L}+\?$/u);
    expect(pushEs.payload.body).toMatch(/^Team \d+ - Opp \d+, hora de inicio: 10:00\. Responde antes del /);
    const pushEn = pushes.find((p) => p.device === english.username)!;
    expect(pushEn.payload.title).toMatch(/^Can Player \d+ play on \w+day \d+ \w+\?$/);
    expect(pushEn.payload.body).toMatch(/^Team \d+ v Opp \d+, kick-off 10:00\. Answer by \w+day \d+ \w+, \d\d:\d\d\.$/);
  });

  it('puts a batch together in its person’s language', () => {
    const parts = (language: 'en-GB' | 'es') =>
      answerRequestParts(
        {
          name: 'Pat',
          playerName: 'Robin',
          fixture: {
            team_name: 'Lions',
            opponent: 'Hawks',
            match_date: '2026-11-28',
            kick_off_time: '10:00',
            meet_time: '09:30',
            venue_name: 'Riverside Park',
            venue_address: 'Mill Lane',
            home_or_away: 'Home',
            colours: 'Red',
          },
          deadline: 'Thursday 26 November, 23:59',
          reminder: false,
          links: {
            available: 'https://x.example/a',
            notAvailable: 'https://x.example/n',
            other: 'https://x.example/o',
          },
          unsubscribeUrl: 'https://x.example/u',
          club: 'Oakfield Juniors',
        },
        translatorFor(language),
      );
    const es = composeBatch([parts('es'), parts('es')], true);
    expect(es.subject).toBe('Hoy en Oakfield Juniors: 2 novedades');
    expect(es.text).toContain('Esto es lo que ha pasado hoy en Oakfield Juniors.');
    expect(es.text).toContain('Lions - Hawks (local), sábado, 28 de noviembre.');
    const en = composeBatch([parts('en-GB'), parts('en-GB')], false);
    expect(en.subject).toBe('Oakfield Juniors: 2 updates (Can Robin play on Saturday 28 November?)');
    expect(en.text).toContain('Oakfield Juniors has 2 updates for you.');
    expect(en.text).toContain('Lions v Hawks (home), Saturday 28 November.');
    expect(composeBatch([parts('en-GB')], true).subject).toBe('Today at Oakfield Juniors: one update');
  });
});
