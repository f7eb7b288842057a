// The build draws with the Konva core and only the shapes src/ui/konvaShapes.ts loads (issue 24). A component that
// imports another node type from 'react-konva' would draw nothing in the build (Konva: "has no node with the type"),
// while unit tests, which load the whole of Konva, pass: this test names such an import.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KONVA_SHAPES } from '../../../src/ui/reactKonva';

const root = resolve(__dirname, '../../..');

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* sources(p);
    else if (/\.tsx?$/.test(name) && !/\.(test|bench)\.tsx?$/.test(name)) yield p;
  }
}

/** Node types react-konva exports (`export const Rect = 'Rect'`). */
const nodeTypes = new Set(
  [...readFileSync(join(root, 'node_modules/react-konva/es/ReactKonvaCore.js'), 'utf8').matchAll(/export const (\w+) = '(\w+)';/g)]
    .filter((m) => m[1] === m[2])
    .map((m) => m[1]),
);

describe('react-konva in the build', () => {
  it('knows react-konva’s node types', () => {
    expect(nodeTypes.has('Rect') && nodeTypes.has('Arrow') && nodeTypes.has('Layer')).toBe(true);
  });

  it('every node type imported from react-konva is loaded by src/ui/konvaShapes.ts', () => {
    const loaded = new Set<string>(KONVA_SHAPES);
    const missing: string[] = [];
    for (const file of sources(join(root, 'src'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-konva'/g)) {
        for (const name of (m[1] ?? '').split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '')) {
          if (nodeTypes.has(name) && !loaded.has(name)) missing.push(`${file.slice(root.length + 1)}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('loads the Konva module of every shape it lists beyond the core', () => {
    const text = readFileSync(join(root, 'src/ui/konvaShapes.ts'), 'utf8');
    const modules = new Set([...text.matchAll(/import 'konva\/lib\/shapes\/(\w+)'/g)].map((m) => m[1]));
    const core = new Set(['Stage', 'Layer', 'FastLayer', 'Group', 'Shape', 'Tag']);
    expect(KONVA_SHAPES.filter((s) => !core.has(s) && !modules.has(s))).toEqual([]);
    expect(modules.has('Label')).toBe(true); // Tag comes with Label
  });
});
