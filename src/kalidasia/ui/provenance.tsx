/**
 * Provenance where a value is used (issue 22): a value the rulebook does not print (the turning template's notch
 * angle, token footprints, the critical deck's composition, the deployment zones' depth, stat-card values) is shown
 * beside the screen that uses it with "provisional — check your …", and a way to the ONE place it is corrected:
 * the Stat cards (`/kalidasia/stat-cards`, the player's pack overrides). A correction reaches every new game and its
 * game file (`packOverrides`); a game already begun keeps the values it began with, and says so.
 */
import type { ReactNode } from 'react';
import { Link } from '../../ui/Link';
import { CRITICAL_KIND_INFO, CRITICAL_KINDS } from '../data/criticalDeck';
import type { KalidasiaPack, Provenance, ShipClassStats, ShipCode } from '../data/types';
import './provenance.css';

/** What the player should hold the value against. */
export type CheckAgainst = 'card' | 'template' | 'token' | 'deck' | 'scenario map';

/** Where every pack value is corrected: the "Table, templates and deck" section of the Stat cards. */
export const STAT_CARDS_TABLE_VALUES = '/kalidasia/stat-cards#table-values';

export function ProvenanceBadge({ p, check }: { p: Provenance; check: CheckAgainst }) {
  if (p.source === 'rules') return <span className="prov-badge rules">rulebook: “{p.section}”</span>;
  if (p.source === 'player') return <span className="prov-badge player">your corrected value</span>;
  return <span className="prov-badge provisional">provisional — check your {check}</span>;
}

/**
 * One used value with its provenance: `children` says the value in words ("One notch of the turning template is
 * 22.5°"); the note adds the badge, why it is provisional, and where to correct it. `inGame`: the value comes from
 * the game file, so a correction applies to the next game.
 */
export function ProvenanceNote(props: { p: Provenance; check: CheckAgainst; children: ReactNode; testId?: string; inGame?: boolean; data?: Record<string, string | number> }) {
  const { p } = props;
  const data = Object.fromEntries(Object.entries(props.data ?? {}).map(([k, v]) => [`data-${k}`, String(v)]));
  return (
    <div className={`prov-note ${p.source}`} data-testid={props.testId} data-source={p.source} {...data}>
      <span>{props.children}</span> <ProvenanceBadge p={p} check={props.check} />
      {p.source !== 'rules' && (
        <>
          {p.source === 'provisional' && <span className="prov-why">{p.note}</span>}
          <span className="prov-where">
            <Link to={STAT_CARDS_TABLE_VALUES} className="prov-link">
              Correct it under Stat cards
            </Link>
            {props.inGame ? ' — new games take the correction (it is saved in their game file); this game keeps the value it began with and then offers to continue in a copy with your corrections.' : ' — the correction applies to every new game and is saved in its game file.'}
          </span>
        </>
      )}
    </div>
  );
}

/** The critical deck's composition in words: "10 Hull Damage, 4 Sensor Damage x 1, …". */
export function deckCompositionText(pack: KalidasiaPack): string {
  return CRITICAL_KINDS.map((k) => `${pack.criticalCounts[k].value} ${CRITICAL_KIND_INFO[k].title}`).join(', ');
}

/** The provenance of the deck as a whole: the player's when any count was corrected, provisional when any is. */
export function deckProvenance(pack: KalidasiaPack): Provenance {
  const all = CRITICAL_KINDS.map((k) => pack.criticalCounts[k].provenance);
  return all.find((p) => p.source === 'provisional') ?? all.find((p) => p.source === 'player') ?? all[0] ?? { source: 'provisional', note: '' };
}

/** The critical deck as the game uses it, with its provenance. */
export function DeckNote({ pack, inGame }: { pack: KalidasiaPack; inGame?: boolean }) {
  return (
    <ProvenanceNote p={deckProvenance(pack)} check="deck" testId="deck-composition" inGame={inGame ?? false}>
      The critical deck: {deckCompositionText(pack)}.
    </ProvenanceNote>
  );
}

/** Deployment: the zone's depth and the warship's token footprint, as the game file has them. */
export function DeployValues({ pack, code }: { pack: KalidasiaPack; code: ShipCode | null }) {
  const cls = code ? pack.ships.find((c) => c.code === code) : undefined;
  return (
    <>
      <ProvenanceNote p={pack.deploymentDepth.provenance} check="scenario map" testId="zone-depth" inGame>
        Deployment zones {pack.deploymentDepth.value}″ deep.
      </ProvenanceNote>
      {cls && (
        <ProvenanceNote p={cls.provenance.tokenSize} check="token" testId="token-size" inGame data={{ width: cls.tokenSize.width, length: cls.tokenSize.length }}>
          {cls.name} token {cls.tokenSize.width}″ across × {cls.tokenSize.length}″ along.
        </ProvenanceNote>
      )}
    </>
  );
}

/** The turning template as the planner, the drawing and the words use it. */
export function NotchNote({ pack, inGame }: { pack: KalidasiaPack; inGame?: boolean }) {
  return (
    <ProvenanceNote p={pack.notchAngle.provenance} check="template" testId="notch-angle" inGame={inGame ?? false} data={{ angle: pack.notchAngle.value }}>
      Turning template: one notch = {pack.notchAngle.value}°.
    </ProvenanceNote>
  );
}

/** The stat-card values of a class that are provisional (not printed in the rulebook), by field. */
export function provisionalFields(rec: { readonly provenance: Readonly<Record<string, Provenance>> }): string[] {
  return Object.entries(rec.provenance)
    .filter(([, p]) => p.source === 'provisional')
    .map(([k]) => k);
}

const CARD_FIELD_NAME: Readonly<Record<string, string>> = { engine: 'engine', thrusters: 'thrusters', velocityTrack: 'velocity track', hull: 'hull', criticalValue: 'critical value', sensor: 'sensor', reactor: 'reactor', tokenSize: 'token size' };

/** The stat-card values a step uses, with "provisional — check your card" when any of them is the app's placeholder. */
export function CardValuesNote({ pack, code, fields }: { pack: KalidasiaPack; code: ShipCode; fields: readonly (keyof ShipClassStats)[] }) {
  const cls = pack.ships.find((c) => c.code === code);
  if (!cls) return null;
  const ps = fields.map((f) => cls.provenance[f]);
  const p = ps.find((x) => x.source === 'provisional') ?? ps.find((x) => x.source === 'player') ?? ps[0];
  if (!p) return null;
  const value = (f: keyof ShipClassStats): string => (f === 'velocityTrack' ? cls.velocityTrack.map((s) => `${s.turning}${s.min === s.max ? s.min : `${s.min}–${s.max}`}`).join(' ') : String(cls[f]));
  return (
    <ProvenanceNote p={p} check="card" testId="card-values" inGame>
      {cls.name}: {fields.map((f) => `${CARD_FIELD_NAME[f] ?? f} ${value(f)}`).join(', ')}.
    </ProvenanceNote>
  );
}
