/** The squadron editor: fleet, point limit, warships with upgrades, fighter steppers, live totals, validation with one-tap fixes, share. */
import { useMemo, useRef, useState } from 'react';
import { Link } from '../../../ui/Link';
import { restoreSquadron, updateSquadron } from '../../../store/squadrons';
import type { SquadronRecord } from '../../../store/types';
import type { FighterId, FleetId, KalidasiaPack, ShipCode, Squadron, SquadronShip } from '../..';
import type { EffectivePack } from './hooks';
import { useSquadronRecord } from './hooks';
import {
  POINT_PRESETS,
  addShip,
  addUpgrade,
  bracketLines,
  freeChoices,
  removeLastOfClass,
  removeShip,
  removeUpgrade,
  setFighters,
  setFleet,
  setPointLimit,
  summarise,
  upgradeChoices,
} from './model';
import { PackInfo, ValidityBadge } from './parts';
import { SharePanel } from './SharePanel';
import { ValidationPanel } from './ValidationPanel';

export function Editor({ effective, id }: { effective: EffectivePack; id: string }) {
  const rec = useSquadronRecord(id);
  // The squadron as last stored (the live query follows every tab's edits): what "Undo the delete" puts back.
  const [lastSeen, setLastSeen] = useState<SquadronRecord | null>(rec ?? null);
  if (rec && rec !== lastSeen) setLastSeen(rec);
  const [restoreFailed, setRestoreFailed] = useState(false);
  if (rec === undefined) return <p className="boot">Opening the squadron…</p>;
  if (rec === null && lastSeen?.id === id)
    return (
      <main className="sq-page">
        <section className="panel" role="alert">
          <h2>Deleted in another tab</h2>
          <p>The squadron “{lastSeen.squadron.name}” was deleted in another tab (or window) of Tableside.</p>
          <div className="row">
            <button
              type="button"
              className="button"
              onClick={() => {
                setRestoreFailed(false);
                void restoreSquadron(lastSeen).then((ok) => setRestoreFailed(!ok));
              }}
            >
              Undo the delete
            </button>
            <Link to="/kalidasia/squadrons" className="button">
              Back to the list
            </Link>
          </div>
          {restoreFailed && <p className="message error">Not put back: the squadron could not be stored (see the message at the top).</p>}
        </section>
      </main>
    );
  if (rec === null)
    return (
      <main className="sq-page">
        <div className="message error" role="alert">
          <p>There is no saved squadron with the id “{id}” on this device (it may have been deleted).</p>
          <Link to="/kalidasia/squadrons" className="button">
            Back to the list
          </Link>
        </div>
      </main>
    );
  return <EditorForm key={rec.id} effective={effective} record={rec} />;
}

/** Which provisional values this squadron's totals rest on (so the player knows what to check). */
function provisionalUsed(pack: KalidasiaPack, sq: Squadron): string[] {
  const out = new Set<string>();
  for (const s of sq.ships) {
    const cls = pack.ships.find((c) => c.code === s.code);
    if (!cls) continue;
    if (cls.provenance.cost.source === 'provisional') out.add(`${cls.name} cost`);
    if (cls.provenance.capacity.source === 'provisional') out.add(`${cls.name} capacity`);
    for (const u of s.upgrades) {
      const card = pack.upgrades.find((c) => c.id === u);
      if (card && card.freeFor === null && card.provenance.cost.source === 'provisional') out.add(`${card.name} cost`);
      if (card && card.freeFor === null && card.provenance.type.source === 'provisional') out.add(`${card.name} type`);
    }
  }
  return [...out];
}

function EditorForm({ effective, record }: { effective: EffectivePack; record: SquadronRecord }) {
  const { pack } = effective;
  const [sq, setSq] = useState<Squadron>(record.squadron);
  const [saving, setSaving] = useState<'saved' | 'saving' | 'failed'>('saved');
  const pending = useRef(0);
  const change = (next: Squadron): void => {
    setSq(next);
    pending.current++;
    setSaving('saving');
    void updateSquadron(record.id, next, undefined, sq).then((ok) => {
      pending.current--;
      if (!ok) setSaving('failed');
      else if (pending.current === 0) setSaving('saved');
    });
  };
  const sum = useMemo(() => summarise(pack, sq), [pack, sq]);
  const brackets = useMemo(() => bracketLines(pack, sq), [pack, sq]);
  const provisional = useMemo(() => provisionalUsed(pack, sq), [pack, sq]);
  const entries = [sq.fleet, ...sq.extraFleets].flatMap((f) => pack.fleets.find((x) => x.id === f)?.entries ?? []);
  const shipEntries = entries.flatMap((e) => (e.unit.kind === 'ship' ? [e.unit.code] : []));
  const fighterEntries = entries.flatMap((e) => (e.unit.kind === 'fighter' ? [e.unit.id] : []));
  const strayFighters = (Object.keys(sq.fighters) as FighterId[]).filter((f) => !fighterEntries.includes(f));
  const [limitText, setLimitText] = useState(String(sq.pointLimit));
  const [limitError, setLimitError] = useState<string | null>(null);

  const typeLimit = (text: string): void => {
    setLimitText(text);
    const n = Number(text);
    if (text.trim() === '' || !Number.isInteger(n) || n < 1) {
      setLimitError(`Point limit: "${text}" is not a whole number of points (1 or more). The squadron keeps ${sq.pointLimit}.`);
      return;
    }
    setLimitError(null);
    change(setPointLimit(sq, n));
  };
  const applyAndSync = (next: Squadron): void => {
    change(next);
    setLimitText(String(next.pointLimit));
    setLimitError(null);
  };

  return (
    <main className="sq-page sq-editor" data-testid="squadron-editor">
      <div className="sq-editor-main">
        <section className="panel" aria-label="Squadron">
          <div className="row">
            <Link to="/kalidasia/squadrons" className="button small">
              ← All squadrons
            </Link>
            <span className="sq-save" data-testid="save-state" data-state={saving} aria-live="polite">
              {saving === 'saved' ? 'Saved' : saving === 'saving' ? 'Saving…' : 'Not saved — see the message above'}
            </span>
          </div>
          <label className="field">
            <span>Name</span>
            <input type="text" value={sq.name} onChange={(e) => change({ ...sq, name: e.currentTarget.value })} aria-label="Squadron name" />
          </label>
          <fieldset>
            <legend>Fleet list</legend>
            {pack.fleets.map((f) => (
              <label key={f.id} className="choice">
                <input type="radio" name="fleet" checked={sq.fleet === f.id} onChange={() => change(setFleet(sq, f.id as FleetId))} />
                {f.name}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>Point limit</legend>
            <div className="row">
              {POINT_PRESETS.map((p) => (
                <button key={p} type="button" className="button small" aria-pressed={sq.pointLimit === p} onClick={() => applyAndSync(setPointLimit(sq, p))}>
                  {p}
                </button>
              ))}
              <label className="sq-field">
                <span>Other</span>
                <input type="number" min={1} step={1} inputMode="numeric" value={limitText} onChange={(e) => typeLimit(e.currentTarget.value)} aria-label="Point limit" />
              </label>
            </div>
            {limitError && (
              <p className="message error" role="alert">
                {limitError}
              </p>
            )}
          </fieldset>
        </section>

        <section className="panel" aria-labelledby="ships-h">
          <h2 id="ships-h">Warships</h2>
          <div className="sq-addrow">
            {shipEntries.map((code) => {
              const cls = pack.ships.find((c) => c.code === code);
              if (!cls) return null;
              const n = sq.ships.filter((s) => s.code === code).length;
              return (
                <div key={code} className="sq-stepper">
                  <span className="sq-stepper-name">
                    {cls.name} <span className="sq-muted">({cls.cost} pts, capacity {cls.capacity})</span>
                  </span>
                  <button type="button" className="button small" aria-label={`Remove one ${cls.name}`} disabled={n === 0} onClick={() => change(removeLastOfClass(sq, code))}>
                    −
                  </button>
                  <output aria-label={`${cls.name} count`}>{n}</output>
                  <button type="button" className="button small" aria-label={`Add ${cls.name}`} onClick={() => change(addShip(pack, sq, code as ShipCode))}>
                    +
                  </button>
                </div>
              );
            })}
          </div>
          {sq.ships.length === 0 && <p className="sq-muted">No warships yet.</p>}
          <div className="sq-ships">
            {sq.ships.map((ship) => (
              <ShipCard key={ship.uid} pack={pack} ship={ship} onChange={change} sq={sq} />
            ))}
          </div>
        </section>

        <section className="panel" aria-labelledby="fighters-h">
          <h2 id="fighters-h">Fighter tokens</h2>
          <div className="sq-addrow">
            {[...fighterEntries, ...strayFighters].map((fid) => {
              const f = pack.fighters.find((x) => x.id === fid);
              const name = f?.name ?? fid;
              const n = sq.fighters[fid] ?? 0;
              return (
                <div key={fid} className="sq-stepper">
                  <span className="sq-stepper-name">
                    {name} <span className="sq-muted">({f?.cost ?? 1} pt each)</span>
                  </span>
                  <button type="button" className="button small" aria-label={`Remove one ${name}`} disabled={n === 0} onClick={() => change(setFighters(sq, fid, n - 1))}>
                    −
                  </button>
                  <input
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    className="sq-count"
                    value={n}
                    aria-label={`${name} tokens`}
                    onChange={(e) => {
                      const v = Number(e.currentTarget.value);
                      if (Number.isInteger(v) && v >= 0) change(setFighters(sq, fid, v));
                    }}
                  />
                  <button type="button" className="button small" aria-label={`Add one ${name}`} onClick={() => change(setFighters(sq, fid, n + 1))}>
                    +
                  </button>
                </div>
              );
            })}
          </div>
        </section>
      </div>

      <aside className="sq-editor-side">
        <section className="panel" aria-labelledby="totals-h">
          <h2 id="totals-h">
            Totals <ValidityBadge count={sum.violations.length} />
          </h2>
          <dl className="facts">
            <dt>Points</dt>
            <dd data-testid="points-total" className={sum.points > sq.pointLimit ? 'sq-over' : ''}>
              {sum.points} / {sq.pointLimit}
            </dd>
            <dt>Capacity</dt>
            <dd data-testid="capacity-total" className={sum.capacity.used > sum.capacity.provided ? 'sq-over' : ''}>
              {sum.capacity.used} used / {sum.capacity.provided} provided
            </dd>
          </dl>
          <ul className="sq-brackets" data-testid="brackets">
            {brackets.map((b, i) => (
              <li key={i} className={b.over ? 'sq-over' : ''}>
                {b.text}
              </li>
            ))}
          </ul>
          <PackInfo pack={pack} overrides={effective.overrides} />
          {provisional.length > 0 && (
            <p className="sq-prov-note">
              Provisional values used (check your cards): {provisional.join(', ')}. <Link to="/kalidasia/stat-cards" className="sq-target-link">Correct them</Link>
            </p>
          )}
        </section>
        <ValidationPanel pack={pack} squadron={sq} violations={sum.violations} onFix={applyAndSync} />
        <SharePanel pack={pack} squadron={sq} id={record.id} overridesApplied={effective.overrides.length} />
      </aside>
    </main>
  );
}

function ShipCard({ pack, ship, sq, onChange }: { pack: KalidasiaPack; ship: SquadronShip; sq: Squadron; onChange: (next: Squadron) => void }) {
  const cls = pack.ships.find((c) => c.code === ship.code);
  const name = cls?.name ?? ship.code;
  const free = freeChoices(pack, ship);
  const choices = upgradeChoices(pack, ship);
  const unknown = ship.upgrades.filter((id) => !pack.upgrades.some((u) => u.id === id));
  const strayFree = ship.upgrades.filter((id) => {
    const c = pack.upgrades.find((u) => u.id === id);
    return c && c.freeFor !== null && !free.some((f) => f.card.id === id);
  });
  return (
    <article className="sq-ship" data-testid="ship-card" data-uid={ship.uid} aria-label={`${ship.uid} ${name}`}>
      <header className="row">
        <strong>
          {ship.uid} · {name}
        </strong>
        <span className="sq-muted">{cls ? `${cls.cost} pts` : 'not in the data pack'}</span>
        <button type="button" className="button small danger" onClick={() => onChange(removeShip(sq, ship.uid))} aria-label={`Remove warship ${ship.uid}`}>
          Remove
        </button>
      </header>
      {free.length > 0 && (
        <p className="sq-free">
          Free equipment:{' '}
          {free.map(({ card, attached }) =>
            attached ? (
              <span key={card.id} className="sq-chip">
                {card.name} — free
              </span>
            ) : (
              <button key={card.id} type="button" className="button small" onClick={() => onChange(addUpgrade(sq, ship.uid, card.id))}>
                Attach free {card.name}
              </button>
            ),
          )}
        </p>
      )}
      {[...strayFree, ...unknown].map((id) => (
        <p key={id} className="sq-free sq-over">
          {pack.upgrades.find((u) => u.id === id)?.name ?? `"${id}"`} is attached but not allowed here (see the problems).
        </p>
      ))}
      <ul className="sq-upgrades" aria-label={`Upgrades for ${ship.uid}`}>
        {choices.map(({ card, attached, reason }) => (
          <li key={card.id}>
            {attached > 0 ? (
              <button type="button" className="button small" aria-pressed="true" onClick={() => onChange(removeUpgrade(sq, ship.uid, card.id))} aria-label={`Remove ${card.name} from ${ship.uid}`}>
                ✓ {card.name} ({card.cost} pts, {card.type})
              </button>
            ) : (
              <button
                type="button"
                className="button small"
                disabled={reason !== null}
                aria-describedby={reason ? `why-${ship.uid}-${card.id}` : undefined}
                onClick={() => onChange(addUpgrade(sq, ship.uid, card.id))}
                aria-label={`Add ${card.name} to ${ship.uid}`}
              >
                + {card.name} ({card.cost} pts, {card.type})
              </button>
            )}
            {reason && attached === 0 && (
              <span className="sq-why" id={`why-${ship.uid}-${card.id}`} data-testid="upgrade-reason">
                {reason}
              </span>
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}
