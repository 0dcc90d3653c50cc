import { useId, useState } from 'react';
import { Button, Card, FileInput, Group, Stack, TextInput, Title } from '@mantine/core';
import { statementBody, type CsvMappingBody, type StatementBody, type StatementPreview } from '@touchline/domain';
import { useImportStatement, usePreviewStatement } from '../../api/money';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { SuccessBanner } from '../../ui/success-banner';
import { validate } from '../../ui/zod-form';
import { CsvMappingForm } from './csv-mapping-form';
import { StatementLinesTable } from './statement-lines-table';
import { StatementProblems } from './statement-problems';
import { statementsTexts as texts } from './statements-texts';

/** The largest statement the server takes (statementBody: 5,000,000 characters). */
const MAX_BYTES = 5_000_000;
const ACCEPT = '.csv,.txt,.ofx,.qfx,.sta,.mt940,.940,.xml,.053';

/**
 * Upload a statement (#33): the file is read as text in the browser and previewed (nothing changes); a CSV whose
 * columns were not recognised gets a mapping form; once there are no problems its new credits are imported to be
 * confirmed below.
 */
export function StatementImport({ currency }: { currency: string }) {
  const previewCall = usePreviewStatement();
  const importCall = useImportStatement();
  const [file, setFile] = useState<File | null>(null);
  const [bank, setBank] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<{ body: StatementBody; preview: StatementPreview } | null>(null);
  const [changingColumns, setChangingColumns] = useState(false);
  const titleId = useId();

  function choose(next: File | null) {
    setFile(next);
    setPreviewed(null);
    setFileError(null);
    setChangingColumns(false);
  }

  async function preview(mapping?: CsvMappingBody) {
    setFailure(null);
    setDone(null);
    if (!file) return setFileError(texts.chooseFirst);
    if (file.size > MAX_BYTES) return setFileError(texts.tooLarge);
    let content: string;
    try {
      content = await file.text();
    } catch {
      return setFileError(texts.unreadable);
    }
    const body: StatementBody = {
      file_name: file.name,
      content,
      ...(bank.trim() ? { bank: bank.trim() } : {}),
      ...(mapping ? { mapping } : {}),
    };
    const checked = validate(statementBody, body);
    if (!checked.ok) return setFileError(Object.values(checked.errors)[0] ?? texts.unreadable);
    setFileError(null);
    try {
      const answer = await previewCall.mutateAsync(body);
      setPreviewed({ body, preview: answer });
      setChangingColumns(false);
    } catch (error) {
      setFailure(errorText(error, texts.previewFailed));
    }
  }

  async function importCredits() {
    if (!previewed) return;
    setFailure(null);
    try {
      const answer = await importCall.mutateAsync(previewed.body);
      setDone(texts.imported(answer.imported, answer.already_imported));
      setPreviewed(null);
      setFile(null);
    } catch (error) {
      setFailure(errorText(error, texts.importFailed));
    }
  }

  const result = previewed?.preview;
  const needsColumns = result?.format === 'csv' && (result.mapping === null || changingColumns);
  const canImport = result !== undefined && result.problems.length === 0 && result.new_credits > 0 && !needsColumns;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {texts.uploadTitle}
        </Title>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // The same file again keeps the columns chosen for it; a new file starts afresh (`choose`).
            void preview(previewed?.body.mapping);
          }}
        >
          <Group align="flex-start" gap="md">
            <FileInput
              label={texts.file}
              description={texts.fileHint}
              placeholder={texts.choose}
              accept={ACCEPT}
              value={file}
              onChange={choose}
              error={fileError}
              clearable
              clearButtonProps={{ 'aria-label': texts.clearFile }}
              // Mantine's placeholder grey is 2.1:1 on white; the app's dimmed grey is 4.5:1 (WCAG 1.4.3).
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              w={{ base: '100%', sm: 320 }}
            />
            <TextInput
              label={texts.bank}
              description={texts.bankHint}
              value={bank}
              onChange={(event) => setBank(event.currentTarget.value)}
              w={{ base: '100%', sm: 320 }}
            />
          </Group>
          <Button type="submit" mt="sm" loading={previewCall.isPending && !needsColumns}>
            {texts.preview}
          </Button>
        </form>
        <SuccessBanner message={done} onClose={() => setDone(null)} />
        <ErrorBanner message={failure} onClose={() => setFailure(null)} />
        {result && (
          <>
            <StatementProblems problems={result.problems} />
            {needsColumns ? (
              <CsvMappingForm
                key={result.columns.join('\u0000')}
                columns={result.columns}
                initial={result.mapping}
                busy={previewCall.isPending}
                onSubmit={(mapping) => void preview(mapping)}
              />
            ) : (
              <>
                {result.format === 'csv' && (
                  <Button variant="subtle" w="fit-content" onClick={() => setChangingColumns(true)}>
                    {texts.changeColumns}
                  </Button>
                )}
                <StatementLinesTable preview={result} currency={currency} />
              </>
            )}
            <Button
              w="fit-content"
              disabled={!canImport}
              loading={importCall.isPending}
              onClick={() => void importCredits()}
            >
              {texts.importCredits(result.new_credits)}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
