/**
 * Proves that the OpenAPI document generates a good client (decision 139, #35): writes the document the server
 * generates, generates a typed client from it with @hey-api/openapi-ts (types and SDK, offline), compiles it with the
 * repository's TypeScript (strict), and fails when a request's body, path or query holds `unknown` anywhere (a field
 * typed `{}` in the document). `--keep DIR` keeps the client in DIR; `--document FILE` checks that document instead.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import ts from 'typescript';
import { openApiDocument } from './openapi-document';

const keepIndex = process.argv.indexOf('--keep');
const documentIndex = process.argv.indexOf('--document');
const given = documentIndex > 0 ? process.argv[documentIndex + 1] : undefined;
const dir =
  keepIndex > 0
    ? path.resolve(process.argv[keepIndex + 1] ?? 'openapi-client')
    : mkdtempSync(path.join(tmpdir(), 'touchline-client-'));
mkdirSync(dir, { recursive: true });
const documentFile = path.join(dir, 'openapi.json');
const output = path.join(dir, 'client');

try {
  writeFileSync(documentFile, given ? readFileSync(given, 'utf8') : await openApiDocument());
  await createClient({
    input: documentFile,
    output: { path: output },
    plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
    logs: { level: 'silent' },
  });

  const program = ts.createProgram([path.join(output, 'index.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    skipLibCheck: true,
    types: [],
  });
  const errors = ts.getPreEmitDiagnostics(program);
  if (errors.length > 0) {
    const host = { getCanonicalFileName: (f: string) => f, getCurrentDirectory: () => dir, getNewLine: () => '\n' };
    console.error(ts.formatDiagnostics(errors.slice(0, 20), host));
    throw new Error(`the generated client does not compile: ${errors.length} errors`);
  }

  const { operations, unknowns } = requestUnknowns(program, path.join(output, 'types.gen.ts'));
  if (operations === 0) throw new Error('no operation found in the generated types');
  if (unknowns.length > 0) {
    console.error(unknowns.join('\n'));
    throw new Error(`${unknowns.length} request fields are typed unknown`);
  }
  console.log(`openapi:client: the client of ${operations} operations compiles; no request field is unknown`);
} catch (error) {
  console.error(`openapi:client: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  if (keepIndex < 0) rmSync(dir, { recursive: true, force: true });
}

/**
 * Every place in an operation's request (`…Data`: body, path, query, headers) whose type is, or holds, `unknown`:
 * a property, an array's items or an index signature's values, followed through the named types.
 */
function requestUnknowns(program: ts.Program, typesFile: string): { operations: number; unknowns: string[] } {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(typesFile);
  if (!source) throw new Error(`no ${typesFile}`);
  const found: string[] = [];
  const seen = new Set<ts.Type>();
  let operations = 0;

  function visit(type: ts.Type, where: string): void {
    if (type.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) {
      found.push(where);
      return;
    }
    if (seen.has(type)) return;
    seen.add(type);
    if (type.isUnion() || type.isIntersection()) {
      for (const part of type.types) visit(part, where);
      return;
    }
    if (!(type.flags & ts.TypeFlags.Object)) return;
    if (checker.isArrayType(type)) {
      for (const item of checker.getTypeArguments(type as ts.TypeReference)) visit(item, `${where}[]`);
      return;
    }
    for (const info of checker.getIndexInfosOfType(type)) visit(info.type, `${where}[key]`);
    for (const property of type.getProperties()) {
      visit(checker.getTypeOfSymbol(property), `${where}.${property.name}`);
    }
  }

  for (const statement of source.statements) {
    if (!ts.isTypeAliasDeclaration(statement) || !statement.name.text.endsWith('Data')) continue;
    operations += 1;
    const data = checker.getTypeAtLocation(statement.name);
    for (const part of ['body', 'path', 'query', 'headers']) {
      const property = data.getProperty(part);
      if (property) visit(checker.getTypeOfSymbol(property), `${statement.name.text}.${part}`);
    }
  }
  return { operations, unknowns: found };
}
