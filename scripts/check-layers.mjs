// Layer check complementing oxlint's import rules (.oxlintrc.json overrides):
// pure layers must not call Math.random — dice come from a DiceSource (DESIGN.md §1).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const PURE = ['src/words', 'src/geometry', 'src/dice', 'src/kalidasia/rules', 'src/kalidasia/data', 'src/kalidasia/game'];
const companions = (() => {
  try {
    return readdirSync('src/companions').flatMap((g) => [`src/companions/${g}/rules`, `src/companions/${g}/rules.ts`, `src/companions/${g}/reducer.ts`, `src/companions/${g}/phases`, `src/companions/${g}/events.ts`]);
  } catch {
    return [];
  }
})();

function* files(p) {
  let st;
  try {
    st = statSync(p);
  } catch {
    return;
  }
  if (st.isFile()) {
    if (/\.(ts|tsx)$/.test(p)) yield p;
    return;
  }
  for (const name of readdirSync(p)) yield* files(join(p, name));
}

const problems = [];
for (const root of [...PURE, ...companions]) {
  for (const f of files(root)) {
    if (/\.(test|bench)\.tsx?$/.test(f)) continue;
    readFileSync(f, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/\bMath\.random\s*\(/.test(line) && !/^\s*(\/\/|\*)/.test(line)) problems.push(`${f}:${i + 1}: Math.random in a pure layer — take dice from a DiceSource`);
      });
  }
}
// Layers depend downward only (DESIGN.md §1): geometry, dice, data and rules never import the game core.
// (Their tests may use the game's test kit to check a rule against the reducer.)
for (const root of ['src/words', 'src/geometry', 'src/dice', 'src/kalidasia/rules', 'src/kalidasia/data']) {
  for (const f of files(root)) {
    if (/\.(test|bench)\.tsx?$/.test(f) || /\.testing\.ts$/.test(f)) continue;
    readFileSync(f, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/^\s*(import|export)\b.*from\s+['"][^'"]*\/game(\/[^'"]*)?['"]/.test(line)) problems.push(`${f}:${i + 1}: imports the game core — the lower layers must not depend on the game (DESIGN.md §1)`);
      });
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.info('layers: pure layers are free of Math.random, and below the game core nothing imports it');
