// No line over the formatter's width (120): ESLint's max-len holds the code to it,
// this the stylesheets ESLint does not see.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX = 120;
const files = execFileSync('git', ['ls-files', '*.css'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const long = files.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => ([...line].length > MAX ? [`${file}:${i + 1}: ${[...line].length} columns`] : [])),
);
if (long.length > 0) {
  console.error(`Lines over ${MAX} columns:\n${long.join('\n')}`);
  process.exit(1);
}
