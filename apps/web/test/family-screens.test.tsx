import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { MedicalRecord } from '@touchline/domain';
import { medicalSummary } from '../src/features/matches/console/medical-panel';
import { UnnamedPlayers, unnamedTexts } from '../src/widgets/consents/unnamed-players';
import { isExpired } from '../src/pwa/kept-queries';
import { json, stubFetch } from './fake-fetch';
import { renderRoutes } from './render-app';

afterEach(() => vi.unstubAllGlobals());

const record = (over: Partial<MedicalRecord>): MedicalRecord => ({
  player_id: 1,
  player_name: 'Ada Robin',
  emergency_contacts: [{ name: 'Jo Robin', relationship: 'Mother', phone: '07700 900123' }],
  conditions: '',
  allergies: '',
  medication: '',
  instructions: '',
  updated_at: '2026-11-28T10:00:00Z',
  updated_by: 'jo',
  reviewed_at: '2026-11-28T10:00:00Z',
  review_due: false,
  ...over,
});

describe("the console's medical list (decision 130)", () => {
  it('says in a few words what each record holds, or that the family has not given it', () => {
    expect(medicalSummary(record({ conditions: 'Asthma', medication: 'Inhaler' }))).toBe(
      'Medical conditions, Medication',
    );
    expect(medicalSummary(record({}))).toBe('Nothing to tell');
    expect(medicalSummary(record({ emergency_contacts: [], reviewed_at: null }))).toBe('Not given by the family yet');
  });

  it('lets go of a kept read at its own keep_until, and of any after a match day', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(isExpired({ data: { keep_until: '2026-11-29T00:00:00Z' }, updatedAt: now - 1000 }, now)).toBe(false);
    expect(isExpired({ data: { keep_until: '2026-11-28T11:59:59Z' }, updatedAt: now - 1000 }, now)).toBe(true);
    expect(isExpired({ data: { events: [] }, updatedAt: now - 25 * 3_600_000 }, now)).toBe(true);
    expect(isExpired({ data: null, updatedAt: now }, now)).toBe(false);
  });
});

describe('the players not to be named', () => {
  it('names them for the coach, or says everyone may be named', async () => {
    stubFetch((url) =>
      url === '/api/matches/7/consents'
        ? json(200, { unnamed: [{ player_id: 2, player_name: 'Cy Robin' }] })
        : json(200, { unnamed: [] }),
    );
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <UnnamedPlayers matchId={7} />
              <UnnamedPlayers matchId={8} />
            </>
          ),
        },
      ],
      '/',
    );
    await screen.findByText(/^Every player/);
    const notes = await screen.findAllByRole('note');
    expect(unnamedTexts.unnamed(['Cy Robin'])).toContain("shows them as 'Player'");
    expect(notes.map((n) => n.textContent)).toEqual([unnamedTexts.unnamed(['Cy Robin']), unnamedTexts.allNamed]);
  });
});
