import { importBody, importParams, importPreview, importResult } from '../schemas/import';
import { contract } from './contract';

/** The CSV import of a club's spreadsheets (decision 100): a preview that writes nothing, then all or nothing. */
export const importContracts = {
  preview: contract({
    method: 'POST',
    path: '/import/:kind/preview',
    access: 'admin',
    summary: "What importing a CSV file would do, row by row, with each row's errors; nothing is written",
    params: importParams,
    body: importBody,
    response: importPreview,
    errors: [413],
  }),
  run: contract({
    method: 'POST',
    path: '/import/:kind',
    access: 'admin',
    summary: 'Import a CSV file: every row or, when any row has an error, none (400 with the preview)',
    params: importParams,
    body: importBody,
    response: importResult,
    errors: [413],
  }),
};
