export type { CsvMapping, ParsedStatement, StatementFormat, StatementLine, StatementProblem } from './statement-types';
export { detectFormat } from './detect-format';
export { guessCsvMapping } from './csv-mapping';
export { parseStatement, type StatementInput } from './parse-statement';
export { fingerprintOf, fingerprintsOf } from './statement-fingerprint';
export { sampleCsvStatement, type SampleLine } from './sample-statement';
export { STATEMENT_MAX_BYTES, STATEMENT_MAX_LINES } from './statement-limits';
