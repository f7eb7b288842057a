/**
 * Stat cards as the data pack has them. Every value shows where it comes from: the rulebook (section),
 * provisional ("check your card") or the player's own value. The player can correct any value from their
 * card and reset it; corrections are stored (and backed up) and apply everywhere through the effective pack.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link } from '../../../ui/Link';
import { resetPackOverride, setPackOverride } from '../../../store/squadrons';
import { SHIPPED_PACK, type KalidasiaPack, type Provenance } from '../..';
import { CRITICAL_DECK_SIZE, CRITICAL_KIND_INFO, CRITICAL_KINDS } from '../../data/criticalDeck';
import type { EffectivePack } from './hooks';
import { useSquadronRecords } from './hooks';
import { PackInfo } from './parts';
import { velocitySlotName } from '../../rules/systems';
import { countOf } from '../../../words';

type Kind = 'int' | 'num' | 'numOrNull' | 'bool' | 'text' | 'size' | { options: readonly (string | null)[] } | 'readonly';

interface FieldSpec {
  key: string;
  label: string;
  kind: Kind;
  /** What the value feeds, for "where it is used". */
  use?: string;
}

const TABLE_AND_COMBAT = 'the table and combat (game screens)';

const SHIP_FIELDS: FieldSpec[] = [
  { key: 'name', label: 'Name', kind: 'text', use: 'every screen' },
  { key: 'cost', label: 'Cost (points)', kind: 'int', use: 'points totals and validation' },
  { key: 'hull', label: 'Hull', kind: 'int', use: TABLE_AND_COMBAT },
  { key: 'criticalValue', label: 'Critical value', kind: 'int', use: TABLE_AND_COMBAT },
  { key: 'sensor', label: 'Sensor', kind: 'int', use: TABLE_AND_COMBAT },
  { key: 'reactor', label: 'Reactor', kind: 'int', use: TABLE_AND_COMBAT },
  { key: 'engine', label: 'Engine', kind: 'int', use: TABLE_AND_COMBAT },
  { key: 'thrusters', label: 'Thrusters', kind: 'int', use: TABLE_AND_COMBAT },
  { key: 'capacity', label: 'Capacity', kind: 'int', use: 'the capacity check and totals' },
  { key: 'activeArmor', label: 'Active Armor icon', kind: 'bool', use: TABLE_AND_COMBAT },
  { key: 'freeEquipment', label: 'Free equipment icons', kind: 'readonly', use: 'free equipment in the builder' },
  { key: 'tokenSize', label: 'Token size (across × along, inches)', kind: 'size', use: 'the table: footprints, overlaps, fully aligned escorts, deployment' },
];

const BATTERY_FIELDS: FieldSpec[] = [
  { key: 'name', label: 'name', kind: 'text' },
  { key: 'type', label: 'type', kind: { options: ['P', 'F', 'M'] } },
  { key: 'gunCount', label: 'guns', kind: 'int' },
  { key: 'power', label: 'power', kind: 'int' },
  { key: 'range', label: 'range (inches)', kind: 'numOrNull' },
  { key: 'arc', label: 'arc', kind: { options: ['combat', 'turret', null] } },
  { key: 'specials', label: 'specials', kind: 'readonly' },
];

const SLOT_FIELDS: FieldSpec[] = [
  { key: 'min', label: 'min', kind: 'num' },
  { key: 'max', label: 'max', kind: 'num' },
  { key: 'turning', label: 'turning', kind: { options: ['∞', 'A', 'B', 'C'] } },
];

const FIGHTER_FIELDS: FieldSpec[] = [
  { key: 'cost', label: 'Cost (points per token)', kind: 'int', use: 'points totals and validation' },
  { key: 'capacityCost', label: 'Capacity per token', kind: 'int', use: 'the capacity check' },
  { key: 'bomber', label: 'Bomber', kind: 'bool', use: TABLE_AND_COMBAT },
  { key: 'tokenSize', label: 'Token size (across × along, inches)', kind: 'size', use: 'the table: footprints, escorts, dogfight contact' },
];

const UPGRADE_FIELDS: FieldSpec[] = [
  { key: 'cost', label: 'Cost (points)', kind: 'int', use: 'points totals' },
  { key: 'type', label: 'Type', kind: 'text', use: 'the same-type rule in the builder' },
  { key: 'faction', label: 'Faction', kind: { options: ['surakari', 'heragul', null] }, use: 'which warships may take it' },
  { key: 'initiativeBonus', label: 'Initiative bonus', kind: 'int', use: 'initiative' },
  { key: 'text', label: 'Text', kind: 'text', use: 'reminders' },
];

/** A single pack value with its provenance (`notchAngle`, `criticalCounts.<kind>`, …): the value alone. */
const unwrap = (v: unknown): unknown => (v !== null && typeof v === 'object' && 'value' in v && 'provenance' in v ? (v as { value: unknown }).value : v);

function show(v: unknown): string {
  if (v === null) return '—';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (Array.isArray(v)) return v.length ? v.join(', ') : 'none';
  if (v && typeof v === 'object' && 'width' in v && 'length' in v) return `${String((v as { width: number }).width)}″ × ${String((v as { length: number }).length)}″`;
  return String(v);
}

/** The value at an override path in a pack (top-level lists by key, inner lists by index). */
export function valueAtPath(pack: KalidasiaPack, path: string): unknown {
  let cur: unknown = pack;
  for (const seg of path.split('.')) {
    if (Array.isArray(cur)) cur = /^\d+$/.test(seg) ? cur[Number(seg)] : cur.find((x: Record<string, unknown>) => x.code === seg || x.id === seg || x.kind === seg);
    else if (cur && typeof cur === 'object') cur = (cur as Record<string, unknown>)[seg];
    else return undefined;
  }
  return cur;
}

/** Read what the player typed for a field; an error names the field. */
export function readInput(kind: Kind, label: string, text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const t = text.trim();
  if (kind === 'int') return /^-?\d+$/.test(t) ? { ok: true, value: Number(t) } : { ok: false, error: `${label}: "${text}" is not a whole number` };
  if (kind === 'num' || kind === 'numOrNull') {
    if (kind === 'numOrNull' && (t === '' || t === '—')) return { ok: true, value: null };
    const n = Number(t);
    return t !== '' && Number.isFinite(n) ? { ok: true, value: n } : { ok: false, error: `${label}: "${text}" is not a number` };
  }
  if (kind === 'bool') return { ok: true, value: t === 'yes' };
  if (kind === 'text') return t ? { ok: true, value: t } : { ok: false, error: `${label}: may not be empty` };
  if (kind === 'size') {
    const m = /^(\d+(?:\.\d+)?)\s*″?\s*[x×]\s*(\d+(?:\.\d+)?)\s*″?$/.exec(t);
    return m && Number(m[1]) > 0 && Number(m[2]) > 0 ? { ok: true, value: { width: Number(m[1]), length: Number(m[2]) } } : { ok: false, error: `${label}: "${text}" is not a size such as 1.5 × 3 (across × along, inches)` };
  }
  if (kind === 'readonly') return { ok: false, error: `${label}: cannot be changed here` };
  return { ok: true, value: t === '—' ? null : t };
}

function ProvBadge({ p }: { p: Provenance | undefined }) {
  if (!p) return null;
  if (p.source === 'rules')
    return (
      <span className="sq-src rules" title={p.quote}>
        rulebook: {p.section}
      </span>
    );
  if (p.source === 'player') return <span className="sq-src player">your value</span>;
  return (
    <span className="sq-src prov" title={p.note}>
      provisional — check your card
    </span>
  );
}

function FieldRow({ pack, path, spec, label, provenance, overridden }: { pack: KalidasiaPack; path: string; spec: FieldSpec; label: string; provenance: Provenance | undefined; overridden: boolean }) {
  const value = unwrap(valueAtPath(pack, path));
  const shipped = unwrap(valueAtPath(SHIPPED_PACK, path));
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  const start = (): void => {
    setText(value === null ? '—' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : typeof value === 'object' ? show(value).replace(/″/g, '') : String(value));
    setErrors([]);
    setEditing(true);
  };
  const save = async (): Promise<void> => {
    const r = readInput(spec.kind, label, text);
    if (!r.ok) {
      setErrors([r.error]);
      return;
    }
    const w = await setPackOverride(path, r.value, 'Corrected by the player from their card.');
    if (w.ok) setEditing(false);
    else setErrors(w.errors);
  };
  const kind = spec.kind;
  return (
    <tr data-path={path} data-testid="stat-field">
      <th scope="row">{spec.label}</th>
      <td>
        {editing ? (
          kind === 'bool' || typeof kind === 'object' ? (
            <select aria-label={label} value={text} onChange={(e) => setText(e.currentTarget.value)}>
              {(kind === 'bool' ? ['yes', 'no'] : kind.options.map((o) => o ?? '—')).map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          ) : (
            <input type="text" inputMode={kind === 'text' || kind === 'size' ? 'text' : 'decimal'} aria-label={label} value={text} onChange={(e) => setText(e.currentTarget.value)} />
          )
        ) : (
          <span className="sq-stat-value">{show(value)}</span>
        )}
        {errors.length > 0 && (
          <ul className="message error" role="alert">
            {errors.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        )}
      </td>
      <td>
        <ProvBadge p={provenance} />
        {overridden && <span className="sq-muted"> (shipped: {show(shipped)})</span>}
      </td>
      <td className="sq-stat-actions">
        {kind === 'readonly' ? null : editing ? (
          <>
            <button type="button" className="button small" onClick={() => void save()} aria-label={`Save ${label}`}>
              Save
            </button>
            <button type="button" className="button small" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </>
        ) : (
          <button type="button" className="button small" onClick={start} aria-label={`Correct ${label}`}>
            Correct
          </button>
        )}
        {overridden && !editing && (
          <button type="button" className="button small" onClick={() => void resetPackOverride(path)} aria-label={`Reset ${label}`}>
            Reset
          </button>
        )}
      </td>
    </tr>
  );
}

type Rec = Record<string, unknown> & { provenance: Record<string, Provenance> };

function FieldTable({ pack, base, record, fields, title, overridden }: { pack: KalidasiaPack; base: string; record: Rec; fields: FieldSpec[]; title: string; overridden: Set<string> }) {
  return (
    <table className="sq-stats">
      <tbody>
        {fields.map((f) => (
          <FieldRow
            key={f.key}
            pack={pack}
            path={`${base}.${f.key}`}
            spec={f}
            label={`${title} ${f.label.toLowerCase()}`}
            provenance={record.provenance[f.key]}
            overridden={overridden.has(`${base}.${f.key}`)}
          />
        ))}
      </tbody>
    </table>
  );
}

const EFFECT_FIELDS: FieldSpec[] = [
  { key: 'enginesDamagedLoss', label: 'Engines Damaged: engine points lost', kind: 'int', use: 'engine points in play' },
  { key: 'thrustersDamagedLoss', label: 'Thrusters Damaged: thruster points lost', kind: 'int', use: 'thruster points in play' },
  { key: 'armorCompromisedCritical', label: 'Armor Compromised: critical value lower by', kind: 'int', use: 'critical hits and the odds' },
  { key: 'armorFailedCritical', label: 'Armor Failed: critical value lower by', kind: 'int', use: 'critical hits and the odds' },
  { key: 'armorDamagedOverchargeCost', label: 'Armor Damaged: reactor points to overcharge', kind: 'int', use: 'overcharging armor' },
];

/**
 * The values that belong to no one card: the turning template's notch angle, the deployment zones' depth, the
 * critical deck's composition and the size of each critical effect. One place to correct them (issue 22).
 */
function TableValues({ pack, overridden }: { pack: KalidasiaPack; overridden: Set<string> }) {
  const row = (path: string, spec: FieldSpec, p: Provenance) => (
    <FieldRow key={path} pack={pack} path={path} spec={{ ...spec, label: `${spec.label}${spec.use ? ` — used by ${spec.use}` : ''}` }} label={spec.label} provenance={p} overridden={overridden.has(path)} />
  );
  const total = CRITICAL_KINDS.reduce((n, k) => n + pack.criticalCounts[k].value, 0);
  return (
    <section className="panel" id="table-values" aria-label="Table, templates and deck" data-testid="table-values">
      <h2>Table, templates and deck</h2>
      <p>Values the rulebook shows only in pictures or does not give. Measure your template, count your deck, and correct them here: every new game uses them and keeps them in its game file.</p>
      <table className="sq-stats">
        <tbody>
          {row('notchAngle', { key: 'notchAngle', label: 'Turning template: degrees per notch', kind: 'num', use: 'the planner, the template drawn, "turn 2 notches" and every move' }, pack.notchAngle.provenance)}
          {row('deploymentDepth', { key: 'deploymentDepth', label: 'Deployment zone depth (inches)', kind: 'num', use: 'the deployment zones of new games' }, pack.deploymentDepth.provenance)}
        </tbody>
      </table>
      <h3>Critical deck: cards of each kind ({total} of {CRITICAL_DECK_SIZE})</h3>
      <table className="sq-stats">
        <tbody>{CRITICAL_KINDS.map((k) => row(`criticalCounts.${k}`, { key: k, label: `${CRITICAL_KIND_INFO[k].title} cards`, kind: 'int', use: 'the deck the app holds, the deck count and the odds' }, pack.criticalCounts[k].provenance))}</tbody>
      </table>
      <h3>What the critical cards do</h3>
      <FieldTable pack={pack} base="criticalEffects" record={pack.criticalEffects as unknown as Rec} fields={EFFECT_FIELDS} title="Critical effect" overridden={overridden} />
      <p className="sq-muted">Token sizes are corrected on each warship's and fighter's card below.</p>
    </section>
  );
}

export function StatCards({ effective }: { effective: EffectivePack }) {
  const { pack, overrides } = effective;
  const records = useSquadronRecords();
  const overridden = useMemo(() => new Set(overrides.map((o) => o.path)), [overrides]);
  // Arriving from a game screen's "Correct it under Stat cards": show the section asked for.
  useEffect(() => {
    const id = typeof location === 'undefined' ? '' : location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  const usedBy = (pred: (sq: NonNullable<typeof records>[number]['squadron']) => boolean): string => {
    const names = (records ?? []).filter((r) => pred(r.squadron)).map((r) => r.squadron.name);
    if (names.length === 0) return 'Not in any saved squadron.';
    return `In ${countOf(names.length, 'saved squadron')}: ${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''}.`;
  };
  const countProv = (r: Rec): number => Object.values(r.provenance).filter((p) => p.source === 'provisional').length;
  return (
    <main className="sq-page" data-testid="stat-cards">
      <section className="panel">
        <div className="row">
          <Link to="/kalidasia/squadrons" className="button small">
            ← Squadrons
          </Link>
        </div>
        <p>
          Values marked <span className="sq-src prov">provisional — check your card</span> are not printed in the rulebook. Correct any value from your own card: the
          correction applies to every squadron (points, capacity, validation) and later to the table and combat, and it is part of backups.
        </p>
        <PackInfo pack={pack} overrides={overrides} />
      </section>
      <TableValues pack={pack} overridden={overridden} />
      {pack.fleets.map((fleet) => (
        <section key={fleet.id} className="panel" aria-label={fleet.name}>
          <h2>{fleet.name}</h2>
          {pack.ships
            .filter((s) => s.fleet === fleet.id)
            .map((s) => {
              const base = `ships.${s.code}`;
              const rec = s as unknown as Rec;
              return (
                <details key={s.code} className="sq-card" data-code={s.code}>
                  <summary>
                    <strong>{s.name}</strong> ({s.code}) · {s.cost} pts · {countProv(rec)} provisional
                  </summary>
                  <p className="sq-muted">
                    Used: {usedBy((sq) => sq.ships.some((x) => x.code === s.code))} What each value feeds is named in its row.
                  </p>
                  <table className="sq-stats">
                    <tbody>
                      {SHIP_FIELDS.map((f) => (
                        <FieldRow
                          key={f.key}
                          pack={pack}
                          path={`${base}.${f.key}`}
                          spec={{ ...f, label: `${f.label}${f.use ? ` — used by ${f.use}` : ''}` }}
                          label={`${s.name} ${f.label.toLowerCase()}`}
                          provenance={rec.provenance[f.key]}
                          overridden={overridden.has(`${base}.${f.key}`)}
                        />
                      ))}
                    </tbody>
                  </table>
                  <h3>Weapon batteries (clockwise from the lower left)</h3>
                  {s.batteries.map((b, i) => (
                    <div key={i} className="sq-subcard">
                      <h4>
                        Battery {i + 1}: {b.name}
                      </h4>
                      <FieldTable pack={pack} base={`${base}.batteries.${i}`} record={b as unknown as Rec} fields={BATTERY_FIELDS} title={`${s.name} battery ${i + 1}`} overridden={overridden} />
                    </div>
                  ))}
                  <details>
                    <summary>Velocity track ({s.velocityTrack.length} slots)</summary>
                    {s.velocityTrack.map((slot, i) => (
                      <div key={i} className="sq-subcard">
                        <h4>Velocity {velocitySlotName(s.velocityTrack, i)}</h4>
                        <FieldTable pack={pack} base={`${base}.velocityTrack.${i}`} record={slot as unknown as Rec} fields={SLOT_FIELDS} title={`${s.name} velocity slot ${i + 1}`} overridden={overridden} />
                      </div>
                    ))}
                  </details>
                </details>
              );
            })}
          {pack.fighters
            .filter((f) => f.fleet === fleet.id)
            .map((f) => (
              <details key={f.id} className="sq-card" data-code={f.id}>
                <summary>
                  <strong>{f.name}</strong> fighter token · {f.cost} pt · {countProv(f as unknown as Rec) + countProv(f.weapon as unknown as Rec)} provisional
                </summary>
                <p className="sq-muted">Used: {usedBy((sq) => (sq.fighters[f.id] ?? 0) > 0)}</p>
                <FieldTable pack={pack} base={`fighters.${f.id}`} record={f as unknown as Rec} fields={FIGHTER_FIELDS} title={f.name} overridden={overridden} />
                <h4>Weapon</h4>
                <FieldTable pack={pack} base={`fighters.${f.id}.weapon`} record={f.weapon as unknown as Rec} fields={BATTERY_FIELDS} title={`${f.name} weapon`} overridden={overridden} />
              </details>
            ))}
        </section>
      ))}
      <section className="panel" aria-label="Upgrade cards">
        <h2>Upgrade cards</h2>
        {pack.upgrades.map((u) => (
          <details key={u.id} className="sq-card" data-code={u.id}>
            <summary>
              <strong>{u.name}</strong> · {u.freeFor !== null ? 'free equipment' : `${u.cost} pts, ${u.type}`} · {countProv(u as unknown as Rec)} provisional
            </summary>
            <p className="sq-muted">Used: {usedBy((sq) => sq.ships.some((x) => x.upgrades.includes(u.id)))}</p>
            <FieldTable pack={pack} base={`upgrades.${u.id}`} record={u as unknown as Rec} fields={u.freeFor !== null ? UPGRADE_FIELDS.filter((f) => f.key !== 'cost') : UPGRADE_FIELDS} title={u.name} overridden={overridden} />
          </details>
        ))}
      </section>
    </main>
  );
}
