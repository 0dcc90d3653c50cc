// The message catalogues (#32, decision 132). Every message is written in English in the code, inside t('…'),
// tc('context', '…') or msg('…'); `node scripts/i18n.mjs extract` writes them all to
// packages/domain/src/i18n/locales/en-GB.json (the source Weblate translates from), and
// `node scripts/i18n.mjs check` fails when that file is not current, when a complete language (es) lacks a message
// or holds one the code no longer has, when a message is not valid ICU MessageFormat, or when a translation's
// placeholders differ from its English.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';

const LOCALES = 'packages/domain/src/i18n/locales';
const SOURCES = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];
/** Languages that must have every message. */
const COMPLETE = ['es'];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : files(path);
    return /\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : [];
  });
}

/** Reads the string literal at `i` ('…', "…" or `…` without ${}); returns [value, end] or null. */
function literal(text, i) {
  const quote = text[i];
  if (quote !== "'" && quote !== '"' && quote !== '`') return null;
  let value = '';
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j];
    if (c === '\\') {
      const next = text[j + 1];
      value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
      j++;
    } else if (c === quote) {
      return [value, j + 1];
    } else if (quote === '`' && c === '$' && text[j + 1] === '{') {
      return null;
    } else {
      value += c;
    }
  }
  return null;
}

const skipBlanks = (text, i) => {
  while (/\s/.test(text[i] ?? '')) i++;
  return i;
};

/** The messages of one file, with where each is. */
export function messagesIn(source, file) {
  // Comments hold examples, not messages: blanked, keeping the lines.
  const text = source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/^\s*\/\/.*$/gm, '');
  const found = [];
  const problems = [];
  for (const match of text.matchAll(/(?<![\w.$])(t|tc|msg)\(/g)) {
    const at = `${file}:${text.slice(0, match.index).split('\n').length}`;
    let i = skipBlanks(text, match.index + match[0].length);
    let context = null;
    if (match[1] === 'tc') {
      const first = literal(text, i);
      if (!first) continue;
      context = first[0];
      i = skipBlanks(text, first[1]);
      if (text[i] !== ',') continue;
      i = skipBlanks(text, i + 1);
    }
    const read = literal(text, i);
    if (!read) {
      // t(variable) translates a message marked where it was written (msg); msg() must be given the text itself.
      if (match[1] !== 't') problems.push(`${at}: ${match[1]}() needs the message itself, a string literal`);
      continue;
    }
    let [value, end] = read;
    // 'a' + 'b' across lines.
    for (;;) {
      const plus = skipBlanks(text, end);
      if (text[plus] !== '+') break;
      const more = literal(text, skipBlanks(text, plus + 1));
      if (!more) break;
      value += more[0];
      end = more[1];
    }
    found.push({ key: context === null ? value : `${context}|${value}`, message: value, at });
  }
  return { found, problems };
}

/** The placeholders a message uses: its arguments' names, sorted. */
function argumentsOf(message, language) {
  const names = new Set();
  const walk = (nodes) => {
    for (const node of nodes) {
      if (node.value !== undefined && typeof node.value === 'string' && node.type !== 0) names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
      if (node.children) walk(node.children);
    }
  };
  walk(new IntlMessageFormat(message, language, undefined, { ignoreTag: true }).getAst());
  return [...names].sort().join(',');
}

function extract() {
  const messages = new Map();
  const problems = [];
  for (const file of SOURCES.flatMap(files)) {
    const result = messagesIn(readFileSync(file, 'utf8'), file);
    problems.push(...result.problems);
    for (const m of result.found) if (!messages.has(m.key)) messages.set(m.key, m);
  }
  return { messages, problems };
}

const sorted = (map) => Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const read = (language) => JSON.parse(readFileSync(join(LOCALES, `${language}.json`), 'utf8'));
const write = (language, catalogue) =>
  writeFileSync(join(LOCALES, `${language}.json`), `${JSON.stringify(catalogue, null, 2)}\n`);

const command = process.argv[2];
const { messages, problems } = extract();
const english = sorted(new Map([...messages.values()].map((m) => [m.key, m.message])));
if (command === 'extract') {
  write('en-GB', english);
  console.log(`${Object.keys(english).length} messages in ${LOCALES}/en-GB.json`);
  if (process.argv.includes('--prune'))
    for (const language of COMPLETE) {
      const catalogue = read(language);
      write(
        language,
        Object.fromEntries(
          Object.entries(catalogue)
            .filter(([key]) => key in english)
            .sort(),
        ),
      );
    }
} else if (command === 'check') {
  const current = read('en-GB');
  if (JSON.stringify(current) !== JSON.stringify(english))
    problems.push(`${LOCALES}/en-GB.json is not current: run node scripts/i18n.mjs extract`);
  for (const [key, message] of Object.entries(english)) {
    try {
      argumentsOf(message, 'en-GB');
    } catch (error) {
      problems.push(`${messages.get(key).at}: not ICU MessageFormat (${error.message}): ${message}`);
    }
  }
  for (const language of COMPLETE) {
    const catalogue = read(language);
    for (const key of Object.keys(english)) {
      const text = catalogue[key];
      if (typeof text !== 'string' || text === '') {
        problems.push(`${language}.json lacks ${JSON.stringify(key)} (${messages.get(key).at})`);
        continue;
      }
      try {
        const want = argumentsOf(english[key], 'en-GB');
        const got = argumentsOf(text, language);
        if (want !== got)
          problems.push(`${language}.json: ${JSON.stringify(key)} uses {${got}}, its English {${want}}`);
      } catch (error) {
        problems.push(`${language}.json: ${JSON.stringify(key)} is not ICU MessageFormat (${error.message})`);
      }
    }
    for (const key of Object.keys(catalogue))
      if (!(key in english)) problems.push(`${language}.json holds ${JSON.stringify(key)}, which no code uses`);
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`\n${problems.length} problems in the message catalogues`);
    process.exit(1);
  }
  console.log(`${Object.keys(english).length} messages, complete in ${['en-GB', ...COMPLETE].join(' and ')}`);
} else if (command === 'merge') {
  // The parts translators worked on side by side (locales/parts/<language>.<area>.json) folded into their language's
  // one catalogue, which Weblate and the app read; the parts then go.
  const dir = join(LOCALES, 'parts');
  for (const language of COMPLETE) {
    const catalogue = read(language);
    const parts = readdirSync(dir).filter((name) => name.startsWith(`${language}.`) && name.endsWith('.json'));
    for (const name of parts) Object.assign(catalogue, JSON.parse(readFileSync(join(dir, name), 'utf8')));
    write(language, Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
    console.log(`${language}: ${parts.length} parts merged, ${Object.keys(catalogue).length} messages`);
  }
} else if (command === 'part') {
  // A helper's part of a translation: `part <file.json> <folder or file>...`: the messages of those sources the part
  // lacks, and the part's translations whose placeholders differ from the English.
  const [partFile, ...paths] = process.argv.slice(3);
  const part = JSON.parse(readFileSync(partFile, 'utf8'));
  const wanted = new Map();
  for (const file of paths.flatMap((p) => (statSync(p).isDirectory() ? files(p) : [p])))
    for (const m of messagesIn(readFileSync(file, 'utf8'), file).found) wanted.set(m.key, m);
  const missing = [...wanted.values()].filter((m) => typeof part[m.key] !== 'string');
  for (const m of missing) problems.push(`missing ${JSON.stringify(m.key)} (${m.at})`);
  for (const [key, text] of Object.entries(part)) {
    const m = wanted.get(key);
    if (!m) continue;
    try {
      if (argumentsOf(m.message, 'en-GB') !== argumentsOf(text, 'es'))
        problems.push(`placeholders differ: ${JSON.stringify(key)} → ${JSON.stringify(text)}`);
    } catch (error) {
      problems.push(`not ICU MessageFormat: ${JSON.stringify(key)} → ${JSON.stringify(text)} (${error.message})`);
    }
  }
  console.log(problems.join('\n'));
  console.log(`${wanted.size} messages in those files; ${missing.length} missing from ${partFile}`);
  process.exit(problems.length ? 1 : 0);
} else {
  console.error('usage: node scripts/i18n.mjs extract [--prune] | check | part <file.json> <paths...>');
  process.exit(2);
}
