import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alignedFully, point, pose } from '../../../geometry';
import { fighterClass, shipClass } from '../../data';
import { ev, gameApply, type GameState } from '../../game';
import { deployStarter, fresh, play } from '../../game/testkit.testing';
import { escortPlacements, fighterArrangement } from './deploy';
import { activeReachBox, headingToward, rotateHandleAt, tableTokens, tokenContains, tokenHit, tokenLabel } from './tableModel';
import { huntersActive } from '../../game/scenes.testing';

describe('tokens at true scale', () => {
  it('draws every deployed unit with its footprint from the pack', () => {
    const s = deployStarter();
    const tokens = tableTokens(s);
    const h1 = tokens.find((t) => t.unit.id === 'HHF-1');
    const size = shipClass(s.pack, 'HHF').tokenSize;
    expect(h1).toMatchObject({ width: size.width, length: size.length, pose: pose(20, 6, 90), owner: 'heragul' });
    const hunters = tokens.filter((t) => t.unit.kind === 'fighter' && t.owner === 'heragul');
    expect(hunters).toHaveLength(8);
    expect(hunters[0]?.width).toBe(fighterClass(s.pack, 'hunter').tokenSize.width);
  });

  /** A point at local (u, v): u along the heading in half-lengths, v across in half-widths, of a 2 × 4 token. */
  const local = (x: number, y: number, h: number, u: number, v: number) => {
    const a = (h * Math.PI) / 180;
    return point(x + Math.cos(a) * u * 2 - Math.sin(a) * v, y + Math.sin(a) * u * 2 + Math.cos(a) * v);
  };
  const posed = fc.tuple(fc.double({ min: 0, max: 72, noNaN: true }), fc.double({ min: 0, max: 48, noNaN: true }), fc.double({ min: 0, max: 359, noNaN: true }));

  it('a point within the half extents in the token’s own frame is inside it', () => {
    fc.assert(
      fc.property(posed, fc.double({ min: -0.99, max: 0.99, noNaN: true }), fc.double({ min: -0.99, max: 0.99, noNaN: true }), ([x, y, h], u, v) => {
        expect(tokenContains({ pose: pose(x, y, h), width: 2, length: 4 }, local(x, y, h, u, v))).toBe(true);
      }),
    );
  });

  it('a point beyond the half extents in the token’s own frame is outside it', () => {
    const beyond = fc.oneof(fc.double({ min: 1.01, max: 3, noNaN: true }), fc.double({ min: -3, max: -1.01, noNaN: true }));
    const any = fc.double({ min: -3, max: 3, noNaN: true });
    fc.assert(
      fc.property(posed, fc.oneof(fc.tuple(beyond, any), fc.tuple(any, beyond)), ([x, y, h], [u, v]) => {
        expect(tokenContains({ pose: pose(x, y, h), width: 2, length: 4 }, local(x, y, h, u, v))).toBe(false);
      }),
    );
  });

  it('a fighter lying on a warship is hit before the warship; tolerance finds the nearest centre', () => {
    const big = { key: 'a', unit: { kind: 'ship' as const, id: 'A' }, owner: 'p', label: 'A', pose: pose(10, 10, 0), width: 2, length: 4, disrupted: false, activated: false, hull: 0, sensors: 0, escorting: null };
    const small = { ...big, key: 'b', unit: { kind: 'fighter' as const, id: 'B' }, pose: pose(11, 10, 0), width: 0.5, length: 0.5 };
    expect(tokenHit([big, small], point(11, 10))?.key).toBe('b');
    expect(tokenHit([big, small], point(9, 10))?.key).toBe('a');
    expect(tokenHit([big, small], point(12.4, 10), 0.6)?.key).toBe('a');
    expect(tokenHit([big, small], point(20, 20), 0.6)).toBeNull();
  });

  it('the rotate handle sits ahead of the fore edge and dragging it there keeps the heading', () => {
    const p = pose(10, 10, 30);
    const h = rotateHandleAt(p, 4);
    expect(Math.hypot(h.x - 10, h.y - 10)).toBeCloseTo(3.5, 9);
    expect(headingToward(point(10, 10), h)).toBe(30);
    expect(headingToward(point(0, 0), point(0, -1))).toBe(270);
  });
});

describe('deployment helpers the panels use', () => {
  const rolled = (): GameState => play(fresh(), { type: 'deployRoll', rolls: { heragul: 5, surakari: 2 } });

  it('escorts are placed fully aligned with the warship, and the reducer accepts them', () => {
    const s = rolled();
    const at = pose(20, 42, 270);
    const esc = escortPlacements(s, 'surakari', 'SFP', at, 4);
    expect(esc).toHaveLength(4);
    const ship = { pose: at, footprint: shipClass(s.pack, 'SFP').tokenSize };
    for (const e of esc) expect(alignedFully({ pose: e.pose, footprint: fighterClass(s.pack, 'interceptor').tokenSize }, ship).aligned).toBe(true);
    const r = gameApply(s, ev({ type: 'deployShip', player: 'surakari', ship: 'SFP-1', pose: at, velocity: 4, escorts: esc }));
    expect(r.ok).toBe(true);
  });

  it('escorts of a chosen kind are taken from that kind only', () => {
    const s = rolled();
    const esc = escortPlacements(s, 'heragul', 'HHF', pose(20, 6, 90), 2, 'hunter');
    expect(esc.map((e) => e.fighter)).toEqual(['Hunter 1', 'Hunter 2']);
  });

  it("the fighter arrangement lies in the player's zone, clear of their warships, and the reducer accepts it", () => {
    let s = rolled();
    s = play(
      s,
      { type: 'deployShip', player: 'surakari', ship: 'SFP-1', pose: pose(36, 42, 270), velocity: 4, escorts: [] },
      { type: 'deployShip', player: 'heragul', ship: 'HHF-1', pose: pose(20, 6, 90), velocity: 4, escorts: [] },
      { type: 'deployShip', player: 'surakari', ship: 'SFP-2', pose: pose(50, 42, 270), velocity: 4, escorts: [] },
      { type: 'deployShip', player: 'heragul', ship: 'HHF-2', pose: pose(50, 6, 90), velocity: 4, escorts: [] },
    );
    const spots = fighterArrangement(s, 'surakari');
    expect(spots).toHaveLength(8);
    const ships = tableTokens(s).filter((t) => t.unit.kind === 'ship');
    for (const sp of spots) for (const t of ships) expect(tokenContains(t, sp.pose)).toBe(false);
    expect(gameApply(s, ev({ type: 'deployFighters', player: 'surakari', fighters: spots })).ok).toBe(true);
  });
});

describe('token labels carry the state', () => {
  it('code first, then activated, hull taken, enemy sensor tokens, disrupted; the same in words', () => {
    const s = deployStarter();
    const t = tableTokens(s).find((x) => x.unit.id === 'HHF-1');
    if (!t) throw new Error('no HHF-1');
    expect(tokenLabel(t, 'HHF1')).toEqual({ text: 'HHF1', words: 'HHF1 (HHF-1)' });
    expect(tokenLabel({ ...t, activated: true, hull: 3, sensors: 2, disrupted: true }, 'HHF1')).toEqual({
      text: 'HHF1 ✓ −3 ◎2 ⚠',
      words: 'HHF1 (HHF-1), activated, 3 hull damage, 2 enemy sensor tokens, disrupted',
    });
    // The unit being activated says so instead of ✓.
    expect(tokenLabel({ ...t, activated: true }, 'HHF1', true).text).toBe('HHF1 ▶');
  });

  it('reads hull damage, activation and the enemy’s sensor tokens from the game state', () => {
    const s = deployStarter();
    const enemy = s.setup.players.find((p) => p.id !== 'heragul')?.id ?? 'surakari';
    const s2 = { ...s, ships: s.ships.map((x) => (x.id === 'HHF-1' ? { ...x, hullDamage: 2, activated: true } : x)), sensors: { ...s.sensors, [enemy]: { 'HHF-1': 1 }, heragul: { 'HHF-1': 5 } } };
    expect(tableTokens(s2).find((x) => x.unit.id === 'HHF-1')).toMatchObject({ hull: 2, activated: true, sensors: 1 });
  });
});

describe('the active unit and its reach (framed at the start of its activation)', () => {
  it('a fighter group: every wing ± 12″, clamped to the table; nothing when no unit is active', () => {
    const s = huntersActive();
    // The Hunters in a row at x = 28…42, y = 10.
    expect(activeReachBox(s, { width: 72, height: 48 })).toEqual({ x0: 16, y0: 0, x1: 54, y1: 22 });
    expect(activeReachBox(deployStarter(), { width: 72, height: 48 })).toBeNull();
  });
});
