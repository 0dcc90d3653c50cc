// The index of docs/decisions/README.md, made from the records themselves (number, title, date, status).
// `node scripts/decisions-index.mjs` rewrites it; with `--check` it fails when the index is not current.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'docs/decisions';
const readme = join(dir, 'README.md');
const records = readdirSync(dir)
  .filter((file) => /^\d{3}-.+\.md$/.test(file) && !file.startsWith('000-'))
  .sort();

const rows = records.map((file) => {
  const text = readFileSync(join(dir, file), 'utf8');
  const [, number, title] = /^# (\d{3})\. (.+)$/m.exec(text) ?? [];
  const [, date] = /^- Date: (.+)$/m.exec(text) ?? [];
  const [, status] = /^- Status: (.+)$/m.exec(text) ?? [];
  if (!number || !title || !date || !status) throw new Error(`${file}: heading, Date or Status missing`);
  const by = /^superseded by (\d{3})$/.exec(status);
  const later = by && records.find((other) => other.startsWith(`${by[1]}-`));
  const shownStatus = later ? `superseded by [${by[1]}](${later})` : status;
  return `| ${number} | [${title}](${file}) | ${date} | ${shownStatus} |`;
});

const table = ['| No. | Title | Date | Status |', '| --- | --- | --- | --- |', ...rows].join('\n');
const current = readFileSync(readme, 'utf8');
const start = current.indexOf('## Index');
if (start === -1) throw new Error(`${readme}: no '## Index' section`);
const next = `${current.slice(0, start)}## Index\n\n${table}\n`;

// Compare ignoring the table's padding, which Prettier adds.
const squash = (text) => text.replace(/ *\| */g, '|').replace(/\|-+/g, '|-');
if (process.argv.includes('--check')) {
  if (squash(next) !== squash(current)) {
    console.error(`${readme}: the index is not current; run node scripts/decisions-index.mjs`);
    process.exit(1);
  }
} else {
  writeFileSync(readme, next);
}
