import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import {
  fileSizeRefusal,
  importMessages,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
} from '@touchline/domain';
import { useFeatures } from '../../api/account-links';
import { known } from '../../i18n/i18n';
import { refusedPreview, usePreviewImport, useRunImport } from '../../api/import';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { SuccessBanner } from '../../ui/success-banner';
import { ImportFilePicker } from './import-file-picker';
import { ImportKindChoice } from './import-kind-choice';
import { ImportRows } from './import-rows';
import { importButtonText, importTexts, looksLikeCsv, readingFile, resultText } from './import-texts';

interface ChosenFile {
  name: string;
  csv: string;
}

/**
 * /import (admin): a club's spreadsheets in (decision 100). Choose what the file holds and the file (or drop it); the
 * server's preview shows each row's action and errors; 'Import N rows' imports all of them or, while a row has an
 * error, cannot be pressed.
 */
export function ImportPage() {
  const [kind, setKind] = useState<ImportKind>('players');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const [invite, setInvite] = useState(false);
  const check = usePreviewImport();
  const run = useRunImport();
  const features = useFeatures(preview?.kind === 'parents');
  const canInvite = features.data?.email === true && preview?.kind === 'parents';
  // Fixtures dated before today: were they played? Unticked, they count nothing until something is recorded.
  const [played, setPlayed] = useState(false);
  const pastFixtures = preview?.kind === 'fixtures' ? preview.past_fixtures : 0;

  const start = (nextKind: ImportKind, next: ChosenFile) => {
    setPreview(null);
    setPlayed(false);
    setResult(null);
    run.reset();
    check.mutate({ kind: nextKind, csv: next.csv }, { onSuccess: setPreview });
  };

  const choose = async (chosen: File) => {
    setFileError(null);
    setFile(null);
    setPreview(null);
    setResult(null);
    check.reset();
    run.reset();
    if (!looksLikeCsv(chosen)) return setFileError(importTexts.notCsv);
    const tooLarge = fileSizeRefusal(chosen.size);
    if (tooLarge) return setFileError(tooLarge);
    setReading(chosen.name);
    try {
      const next = { name: chosen.name, csv: await chosen.text() };
      setFile(next);
      start(kind, next);
    } finally {
      setReading(null);
    }
  };

  const changeKind = (next: ImportKind) => {
    setKind(next);
    if (file) start(next, file);
  };

  const runImport = () => {
    if (!file || !preview) return;
    run.mutate(
      {
        kind: preview.kind,
        csv: file.csv,
        invite: canInvite && invite,
        ...(pastFixtures > 0 && played && { played_before_today: true }),
      },
      {
        onSuccess: setResult,
        onError: (error) => {
          const refused = refusedPreview(error);
          if (refused) setPreview(refused);
        },
      },
    );
  };

  const again = () => {
    setFile(null);
    setPreview(null);
    setResult(null);
    check.reset();
    run.reset();
    setPickerKey((k) => k + 1);
  };

  const busy = reading !== null || check.isPending || run.isPending;
  const rows = preview?.totals.rows ?? 0;
  const failure = fileError ?? check.error?.message ?? run.error?.message;

  return (
    <Stack gap="md">
      <Title order={1}>{importTexts.title}</Title>
      <Text>{importTexts.intro}</Text>
      <ImportKindChoice kind={kind} onChange={changeKind} disabled={busy} />
      <ImportFilePicker key={pickerKey} onFile={(f) => void choose(f)} disabled={busy} />
      <ErrorBanner message={failure && known(failure)} />
      {reading !== null && <LoadingText text={readingFile(reading)} />}
      {check.isPending && <LoadingText text={importTexts.checking} />}
      {!file && !fileError && reading === null && (
        <Text c="dimmed" py="md">
          {importTexts.empty}
        </Text>
      )}
      {result && file ? (
        <Stack gap="sm" align="flex-start">
          <SuccessBanner message={resultText(result, file.name)} />
          <Button variant="default" onClick={again}>
            {importTexts.anotherFile}
          </Button>
        </Stack>
      ) : (
        preview &&
        file && (
          <Stack gap="sm">
            <Title order={2}>{importTexts.previewOf(file.name)}</Title>
            {preview.totals.errors > 0 && (
              <Text>{importMessages.rowsToFix(preview.rows.filter((r) => r.errors.length > 0).map((r) => r.row))}</Text>
            )}
            {preview.ignored_columns.length > 0 && (
              <Text c="dimmed">{importMessages.ignoredColumns(preview.ignored_columns)}</Text>
            )}
            <ImportRows preview={preview} />
            {pastFixtures > 0 && (
              <Stack gap="xs">
                <Text>{importMessages.pastFixtures(pastFixtures)}</Text>
                <Checkbox
                  label={importMessages.playedBeforeToday(pastFixtures)}
                  checked={played}
                  disabled={run.isPending}
                  onChange={(event) => setPlayed(event.currentTarget.checked)}
                />
              </Stack>
            )}
            {canInvite && (
              <Checkbox
                label={importTexts.inviteParents}
                description={importTexts.inviteParentsHint}
                checked={invite}
                disabled={run.isPending}
                onChange={(event) => setInvite(event.currentTarget.checked)}
              />
            )}
            <Group>
              <Button onClick={runImport} disabled={preview.totals.errors > 0 || rows === 0} loading={run.isPending}>
                {importButtonText(rows)}
              </Button>
              {run.isPending && <LoadingText text={importTexts.importing} />}
            </Group>
          </Stack>
        )
      )}
    </Stack>
  );
}
