// Proves the layer rule bites: a pure-layer file importing React/Dexie or touching
// the DOM fails lint, and the same file outside the pure layers passes.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';

const root = resolve(__dirname, '../..');
const oxlint = join(root, 'node_modules/.bin/oxlint');

function lint(rel: string, code: string): { status: number | null; out: string } {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  copyFileSync(join(root, '.oxlintrc.json'), join(dir, '.oxlintrc.json'));
  mkdirSync(join(dir, rel, '..'), { recursive: true });
  writeFileSync(join(dir, rel), code);
  const r = spawnSync(oxlint, ['-c', '.oxlintrc.json', '--deny-warnings', rel], { cwd: dir, encoding: 'utf8' });
  return { status: r.status, out: r.stdout + r.stderr };
}

const BAD_IMPORT = "import { useState } from 'react';\nexport const f = useState;\n";
const BAD_DEXIE = "import Dexie from 'dexie';\nexport const d = Dexie;\n";
const BAD_DOM = 'export const t = (): string => document.title;\n';

describe('layer lint rule', () => {
  it('rejects React in src/geometry', () => {
    const r = lint('src/geometry/bad.ts', BAD_IMPORT);
    expect(r.status).not.toBe(0);
    expect(r.out).toMatch(/no-restricted-imports/);
  });
  it('rejects Dexie in src/kalidasia/rules', () => {
    expect(lint('src/kalidasia/rules/bad.ts', BAD_DEXIE).status).not.toBe(0);
  });
  it('rejects DOM globals in src/dice and companion rules', () => {
    expect(lint('src/dice/bad.ts', BAD_DOM).out).toMatch(/no-restricted-globals/);
    expect(lint('src/companions/caleda/rules/bad.ts', BAD_DOM).status).not.toBe(0);
  });
  it('rejects a screen importing the shell (src/app)', () => {
    const code = "import { App } from '../../../app/App';\nexport const a = App;\n";
    const r = lint('src/kalidasia/ui/game/bad.ts', code);
    expect(r.status).not.toBe(0);
    expect(r.out).toMatch(/no-restricted-imports/);
    expect(lint('src/ui/bad.ts', "import { App } from '../app/App';\nexport const a = App;\n").status).not.toBe(0);
  });
  it('rejects React and the DOM in a companion reducer split by phase (phases/, events.ts)', () => {
    expect(lint('src/companions/nedca/phases/bad.ts', BAD_IMPORT).out).toMatch(/no-restricted-imports/);
    expect(lint('src/companions/nedca/events.ts', BAD_DOM).out).toMatch(/no-restricted-globals/);
  });
  it('allows React in the app layer', () => {
    expect(lint('src/app/fine.ts', BAD_IMPORT).status).toBe(0);
  });
});
