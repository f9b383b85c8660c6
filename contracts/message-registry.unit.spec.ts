// The message registry (messages.ts) is read by every screen that shows a server message, before any form: it
// declares words, not schemas, so importing it must not build the schemas of the modules the messages serve.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';

const contracts = join(process.cwd(), 'contracts');

/** The modules of contracts/ that `file` loads, by its value imports and re-exports (`import type` loads nothing). */
function loadedBy(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  for (const statement of source.statements) {
    const isValueImport = ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly;
    const isValueExport = ts.isExportDeclaration(statement) && !statement.isTypeOnly;
    if (!isValueImport && !isValueExport) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const name = specifier.text;
    if (!name.startsWith('.')) {
      seen.add(name);
      continue;
    }
    const path = resolve(dirname(file), name);
    loadedBy(existsSync(`${path}.ts`) ? `${path}.ts` : join(path, 'index.ts'), seen);
  }
  return seen;
}

describe('the message registry', () => {
  it('loads no schema library, so a screen that shows a message builds no schema for it', () => {
    const loaded = [...loadedBy(join(contracts, 'messages.ts'))];
    expect(loaded.filter((module) => module === 'zod' || module.startsWith('zod/'))).toEqual([]);
    // It does reach every message module it names.
    expect(loaded.some((module) => module.endsWith('search/detail-messages.ts'))).toBe(true);
  });
});
