import { Button } from '@mantine/core';
import type { CsvColumn } from './csv';
import { csvFileName, downloadCsv } from './csv';
import { t } from '../../i18n/i18n';

interface DownloadCsvButtonProps<T> {
  /** File name without date or extension, e.g. 'player-targets'. */
  fileBase: string;
  columns: readonly CsvColumn<T>[];
  rows: readonly T[];
  disabled?: boolean;
}

/** The reports' 'Download CSV' button: the rows as shown, one file per click. */
export function DownloadCsvButton<T>({ fileBase, columns, rows, disabled }: DownloadCsvButtonProps<T>) {
  return (
    <Button variant="default" onClick={() => downloadCsv(csvFileName(fileBase), columns, rows)} disabled={disabled}>
      {t('Download CSV')}
    </Button>
  );
}
