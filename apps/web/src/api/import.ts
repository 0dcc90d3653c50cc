import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportKind, ImportPreview } from '@touchline/domain';
import { contracts, importRefusal } from '@touchline/domain';
import { http, HttpError } from './http';

export type { ImportKind, ImportPreview, ImportResult, ImportRow } from '@touchline/domain';

/** What an import reloads once it has written: the lists it can change. */
const IMPORTED_KEYS: Record<ImportKind, string[]> = {
  players: ['players'],
  parents: ['users', 'players'],
  fixtures: ['matches'],
};

export interface ImportInput {
  kind: ImportKind;
  csv: string;
}

/** POST /import/{kind}/preview (admin): what importing the file would do, row by row; nothing is written. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ kind, csv }: ImportInput) =>
      http.call(contracts.import.preview, { params: { kind }, body: { csv } }),
  });
}

/** POST /import/{kind} (admin): imports every row or none, then reloads what it changed. */
export function useRunImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      csv,
      invite,
      played_before_today: played,
    }: ImportInput & { invite?: boolean; played_before_today?: boolean }) =>
      http.call(contracts.import.run, {
        params: { kind },
        body: { csv, ...(invite ? { invite } : {}), ...(played ? { played_before_today: true } : {}) },
      }),
    onSuccess: (_result, { kind }) =>
      Promise.all(IMPORTED_KEYS[kind].map((key) => client.invalidateQueries({ queryKey: [key] }))),
  });
}

/** The preview a refused import answers with (400: a row has errors, nothing was written), or null. */
export function refusedPreview(error: unknown): ImportPreview | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const parsed = importRefusal.safeParse(error.body);
  return parsed.success ? parsed.data.preview : null;
}
