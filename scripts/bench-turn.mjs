// Benchmark (not a test): how many pointer actions and keystrokes one turn costs at the table (issue 21).
// Usage: npx vite build && node scripts/bench-turn.mjs      (npm run bench:turn builds first)
//
// A scripted player plays turn 1 of the rulebook starters (Heragul: two Hammerhead Frigates and eight Hunters;
// Surakari: two Draco Frigates, SFP-1 with its Captain, and eight Interceptors) on the Game screen at 1280×800 on a
// touch screen, as a player mirroring the physical table would: every warship dragged to where it stands on the
// real table with its starting velocity and escorts, every fighter deployed, the initiative dice typed from the
// real dice, the four warship activations with one attack each (typed dice, sensor token placed, the missile
// launch of HHF-1), every fighter group (Heragul's eight Hunters moved as one group by one drag for each of
// their two movements, every wing's planned move checked), the missile phase, the end phase (reminders ticked). Turn 1's status phase is the escorts only
// (nothing to regroup yet); the action order is counted with the warships. Every tap and drag is a pointer action; every character typed is a keystroke (Enter included).
// It prints the count per phase and the total. The figure goes in README.md's Performance table.
import { createServer } from 'vite';
import { benchOpen } from './bench-kit.mjs';

const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent', optimizeDeps: { noDiscovery: true, include: [] } });
const kit = await vite.ssrLoadModule('/src/kalidasia/game/testkit.testing.ts');
const scenes = await vite.ssrLoadModule('/test/browser/fighterScenes.ts');
const driver = await vite.ssrLoadModule('/test/browser/tableDriver.ts');
await vite.close();

const port = Number(process.env.BENCH_PORT ?? 4191);
const { context, page, base, close } = await benchOpen(port);
const verbose = process.env.BENCH_VERBOSE === '1';

/** Counts per phase: pointer actions (taps, drags) and keystrokes. */
const counts = new Map();
let phase = '';
const begin = (name) => {
  phase = name;
  if (!counts.has(name)) counts.set(name, { pointer: 0, keys: 0, what: [] });
};
const note = (pointer, keys, what) => {
  const c = counts.get(phase);
  c.pointer += pointer;
  c.keys += keys;
  c.what.push(what);
  if (verbose) console.info(`  [${phase}] ${what} (+${pointer} pointer, +${keys} keys)`);
};

/** The stored cursor of the open game (how many events are in effect). */
const cursor = (id) =>
  page.evaluate(
    (logId) =>
      new Promise((resolve, reject) => {
        const req = indexedDB.open('tableside');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const r = db.transaction('logHeads', 'readonly').objectStore('logHeads').get(logId);
          r.onsuccess = () => {
            db.close();
            resolve(r.result?.cursor ?? 0);
          };
          r.onerror = () => reject(r.error);
        };
      }),
    id,
  );

let gameId = '';
/** Wait until the action just taken is stored (the cursor moved past `from`). */
async function stored(from) {
  for (let i = 0; i < 400; i++) {
    if ((await cursor(gameId)) > from) return;
    await page.waitForTimeout(10);
  }
  const refusal = (await page.getByTestId('refusal').count()) > 0 ? await page.getByTestId('refusal').textContent() : 'no refusal shown';
  throw new Error(`[${phase}] the action was not stored (cursor still ${from}; ${refusal}); waiting for: ${await page.getByTestId('waiting-for').textContent()}`);
}

/** A tap on a control; `stores`: it sends an event (wait until stored). */
async function tap(locator, what, stores = false) {
  const from = stores ? await cursor(gameId) : 0;
  await locator.tap();
  note(1, 0, what);
  if (stores) await stored(from);
}
/** Tap a field and type `text` on the on-screen keyboard (one keystroke per character). */
async function type(locator, text, what) {
  // A field that already has the focus (the attack wizard's next roll) needs no tap.
  const focused = await locator.evaluate((el) => el === document.activeElement);
  if (!focused) await locator.tap();
  await locator.fill(text);
  note(focused ? 0 : 1, text.length, `${what}${focused ? ' (field already focused)' : ''}`);
}
/** Open a select and choose an option: two pointer actions. */
async function choose(locator, value, what) {
  await locator.selectOption(value);
  note(2, 0, what);
}
let table;
async function tableTap(x, y, what, stores = false) {
  const from = stores ? await cursor(gameId) : 0;
  await table.tap(x, y);
  note(1, 0, what);
  if (stores) await stored(from);
}
async function tableDrag(a, b, what) {
  await table.drag(a, b, 8);
  note(1, 0, what);
}
const waiting = () => page.getByTestId('waiting-for').textContent();
const title = () => page.locator('.gm-step h2').textContent();
async function untilTitle(t) {
  for (let i = 0; i < 400; i++) {
    if ((await title()) === t) return;
    await page.waitForTimeout(10);
  }
  throw new Error(`[${phase}] expected the step "${t}", the screen shows "${await title()}" (${await waiting()})`);
}

// Where the warships stand on the real table, facing each other (the zones are 12″ strips), and their starting
// velocity step: the Dracos start fast (13–15″) so that the first to move ends within 18″ of a Hammerhead.
const AT = { 'HHF-1': [24, 10.5, 90], 'HHF-2': [46, 10.5, 90], 'SFP-1': [24, 40, 270], 'SFP-2': [46, 40, 270] };
const VELOCITY = { 'HHF-1': '4', 'HHF-2': '4', 'SFP-1': '5', 'SFP-2': '5' };

async function deployShip(id, escorts) {
  await untilTitle('Deploy a warship');
  const select = page.locator('#gm-deploy-ship');
  if ((await select.inputValue()) !== id) await choose(select, id, `choose ${id}`);
  const x = Number(await page.getByLabel('From left (″)').inputValue());
  const y = Number(await page.getByLabel('From top (″)').inputValue());
  const [tx, ty] = AT[id];
  if (Math.hypot(tx - x, ty - y) > 0.2) await tableDrag([x, y], [tx, ty], `drag the ${id} ghost to where it stands`);
  const h = Number(await page.getByLabel('Heading (°)').inputValue());
  if (Math.abs(h - AT[id][2]) > 0.5) throw new Error(`${id}: the ghost faces ${h}°, the table ${AT[id][2]}°`);
  const v = page.locator('#gm-deploy-velocity');
  if ((await v.inputValue()) !== VELOCITY[id]) await choose(v, VELOCITY[id], `${id} starting velocity step ${VELOCITY[id]}`);
  if (escorts > 0) {
    const field = page.getByLabel(/^Escorts, placed fully aligned/);
    if (Number(await field.inputValue()) !== escorts) await type(field, String(escorts), `${id}: ${escorts} escorts`);
  }
  await tap(page.getByRole('button', { name: new RegExp(`^Deploy .*${id}$`) }), `deploy ${id}`, true);
}

/** One die per player typed from the real dice; Enter moves to the next die, and on the last one records them. */
async function rolls(what, dice) {
  const from = await cursor(gameId);
  for (const [name, d] of Object.entries(dice)) {
    await type(page.getByLabel(`${name}’s die`), String(d), `${what}: ${name}'s die`);
    await page.keyboard.press('Enter');
    note(0, 1, `${what}: Enter`);
  }
  await stored(from);
}

/** One warship activation: one tap to activate, sensors on `sensorOn`, cruise, move, one attack, end. */
async function warship(id, { sensorOn, battery, target, gun, power, launch }) {
  await untilTitle('Choose the next unit');
  await tap(page.getByTestId('unit-strip').getByRole('button', { name: new RegExp(`^Activate .*${id}$`) }), `activate ${id} (strip)`, true);
  await untilTitle('Sensors');
  if (sensorOn) await tableTap(AT[sensorOn][0], AT[sensorOn][1], `a sensor token on ${sensorOn}`);
  await tap(page.locator('.gm-step .gm-btn.gm-primary'), 'place the sensor tokens', true);
  await untilTitle('Engines and thrusters');
  await tap(page.getByRole('button', { name: /^Confirm the engines/ }), 'confirm the engines (cruise)', true);
  await untilTitle('Move the warship');
  if (launch) await tap(page.getByRole('button', { name: new RegExp(`^Launch \\d+ from ${launch}$`) }), `launch from ${launch}`, true);
  const plain = page.getByRole('button', { name: new RegExp(`^Move ${id}$`) });
  if (await plain.count()) await tap(plain, `move ${id} (the band's least distance)`, true);
  else await tap(page.getByRole('button', { name: 'Move and accept the displacement' }), `move ${id} (the band's least distance), tokens in the way moved aside`, true);
  await untilTitle('Moved');
  await tap(page.getByRole('button', { name: new RegExp(`^${battery} at ${target}:`) }), `matrix: ${battery} at ${target}`);
  await attack(gun, power);
  await tap(page.getByRole('button', { name: new RegExp(`^End the activation of ${id}$`) }), `end ${id}'s activation`, true);
}

/** The power wizard with typed dice: gun dice, (sensor re-rolls declined), overcharge declined, power dice, record. */
async function attack(gun, power) {
  const wizard = page.getByTestId('power-wizard');
  await wizard.waitFor();
  // Typed as the dice show, without spaces ("52"), and Enter records them.
  const dice = async (label, values) => {
    await type(wizard.getByLabel(new RegExp(`^${label} \\(\\d+\\)$`)), values.join(''), `${label}: ${values.join(' ')}`);
    await page.keyboard.press('Enter');
    note(0, 1, `record the ${label.toLowerCase()}: Enter`);
  };
  await dice('Gun dice', gun);
  for (let guard = 0; guard < 6; guard++) {
    const text = (await wizard.textContent()) ?? '';
    if (await wizard.getByTestId('wizard-result').count()) break;
    if (await wizard.getByRole('button', { name: 'No re-rolls' }).count()) await tap(wizard.getByRole('button', { name: 'No re-rolls' }), 'no sensor re-rolls');
    else if (await wizard.getByRole('button', { name: 'Do not overcharge' }).count()) await tap(wizard.getByRole('button', { name: 'Do not overcharge' }), 'the defender does not overcharge');
    else if (await wizard.getByLabel(/^Power dice \(\d+\)$/).count()) {
      const n = Number(/Power dice \((\d+)\)/.exec(text)?.[1] ?? power.length);
      await dice('Power dice', power.slice(0, n).concat(Array(Math.max(0, n - power.length)).fill(1)));
    } else throw new Error(`[${phase}] the attack wizard waits for something this script does not know: ${text.slice(0, 300)}`);
  }
  await tap(page.getByRole('button', { name: 'Record the attack' }), 'record the attack', true);
}

/** Where the wings whose id matches stand now, from the stored log (the table mirrors it). */
async function wingPoses(match) {
  const events = await page.evaluate(
    (logId) =>
      new Promise((resolve, reject) => {
        const req = indexedDB.open('tableside');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const r = db.transaction('logEvents', 'readonly').objectStore('logEvents').getAll();
          r.onsuccess = () => {
            db.close();
            resolve(r.result.filter((x) => x.logId === logId).sort((a, b) => a.seq - b.seq).map((x) => x.event));
          };
          r.onerror = () => reject(r.error);
        };
      }),
    gameId,
  );
  const at = new Map();
  for (const e of events) {
    const places = e.type === 'deployFighters' || e.type === 'fighterMove' ? (e.fighters ?? e.moves) : e.type === 'deployShip' ? e.escorts : [];
    for (const f of places) if (match.test(f.fighter)) at.set(f.fighter, { x: f.pose.x, y: f.pose.y });
  }
  return [...at.entries()];
}

try {
  // A new game of the starters, set up and not begun (the set-up screen is not part of the turn).
  await page.goto(base + '/kalidasia/game');
  const sc = new scenes.Scene(kit.setupOf());
  await page.getByLabel('Import a game file').setInputFiles(sc.file('Bench turn'));
  await page.waitForURL(/\/kalidasia\/game\/(?!new)[^/]+$/);
  gameId = page.url().split('/').pop();
  await page.getByTestId('waiting-for').waitFor();
  table = await driver.tableDriver(page);

  begin('deployment');
  await rolls('deployment roll', { Heragul: 2, Surakari: 5 });
  await deployShip('HHF-1', 0);
  await deployShip('SFP-1', 4);
  await deployShip('HHF-2', 0);
  await deployShip('SFP-2', 4);
  await untilTitle('Deploy fighters');
  await tap(page.getByRole('button', { name: /^Deploy \d+ fighter tokens$/ }), 'deploy the eight Hunters (arranged by the app)', true);

  begin('initiative');
  await untilTitle('Initiative');
  await rolls('initiative roll', { Heragul: 2, Surakari: 6 });
  await untilTitle('Initiative bonuses');
  await tap(page.getByRole('button', { name: 'Pass' }), 'Surakari passes on the Captain', true);
  begin('status');
  await untilTitle('Escorts');
  await tap(page.getByRole('button', { name: /^Keep all \d+ aligned wings escorting$/ }), 'keep the escorts', true);

  begin('warships');
  await untilTitle('Action order');
  await tap(page.getByRole('button', { name: /^Initiative order/ }), 'Surakari goes first', true);
  await warship('SFP-1', { sensorOn: 'HHF-1', battery: 'Plasma Cannons', target: 'HHF-1', gun: [5, 2], power: [2, 1, 3] });
  await warship('HHF-1', { sensorOn: 'SFP-1', battery: 'Main Battery', target: 'SFP-1', gun: [4, 6], power: [1, 2], launch: 'Javelin Missiles' });
  await warship('SFP-2', { sensorOn: 'HHF-2', battery: 'Plasma Cannons', target: 'HHF-2', gun: [6, 1], power: [2, 2, 1] });
  await warship('HHF-2', { sensorOn: 'SFP-2', battery: 'Main Battery', target: 'SFP-2', gun: [5, 5], power: [1, 3] });

  begin('fighters');
  await untilTitle('Choose the next unit');
  await tap(page.getByTestId('unit-strip').getByRole('button', { name: /^Activate Hunter/ }), 'activate the eight Hunters (strip)', true);
  await untilTitle('Fighter activation');
  const hunters = await wingPoses(/^Hunter /);
  for (const [step, dy] of [
    [1, 10],
    [2, 6],
  ]) {
    // One drag moves the whole group (issue 21's group move); each wing's move is still checked on its own.
    const wings = [...hunters];
    const [id, p] = wings[0];
    await tableDrag([p.x, p.y], [p.x, p.y + dy], `movement ${step}: drag ${id} ${dy}″, the group with it`);
    for (const [, q] of wings) q.y += dy;
    const planned = page.getByTestId('planned-moves').locator('li');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="planned-moves"] li').length === n, wings.length);
    if ((await planned.allTextContents()).some((t) => !t.includes(`${dy.toFixed(1)}″ of 12″`))) throw new Error(`movement ${step}: not every wing planned ${dy}″`);
    await tap(page.getByRole('button', { name: `Record movement ${step}` }), `record movement ${step}`, true);
  }
  await tap(page.getByRole('button', { name: 'End the fighters’ activation' }), "end the fighters' activation", true);

  begin('missiles');
  await untilTitle('Missile movement');
  await tap(page.getByRole('button', { name: /^Move the( \d+)? missiles?$/ }), 'move the missiles along their tracks', true);

  begin('end');
  await untilTitle('End phase');
  const checks = page.locator('.gm-step input[type="checkbox"]');
  for (let i = 0; i < (await checks.count()); i++) await tap(checks.nth(i), `tick reminder ${i + 1}`);
  await tap(page.getByRole('button', { name: /^End turn 1/ }), 'end turn 1', true);
  console.info(`  after the turn: ${await waiting()}`);
} finally {
  const rows = [...counts.entries()];
  const total = rows.reduce((n, [, c]) => ({ pointer: n.pointer + c.pointer, keys: n.keys + c.keys }), { pointer: 0, keys: 0 });
  console.info(`Turn 1 of the starters on touch (1280×800, Chromium ${context.browser()?.version() ?? ''} headless):`);
  for (const [name, c] of rows) console.info(`  ${name.padEnd(12)} ${String(c.pointer).padStart(3)} pointer actions, ${String(c.keys).padStart(3)} keystrokes`);
  console.info(`  ${'total'.padEnd(12)} ${String(total.pointer).padStart(3)} pointer actions, ${String(total.keys).padStart(3)} keystrokes (target: at most 80 pointer actions)`);
  await close();
}
