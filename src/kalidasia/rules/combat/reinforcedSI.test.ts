import { describe, expect, test } from 'vitest';
import { shipClass } from '../../data';
import { deckCount } from '../../game/invariants';
import { dracoFiring } from '../../game/scenes.testing';
import { play } from '../../game/testkit.testing';
import { deckFromGame, powerToOutcome, targetFromGame } from '../../game/fromCombat';
import { powerAttackNext, powerProgressNew, type PowerProgress } from './attackFlow';

/** SFP-1 fires its pulse beams at HHF-1, which carries a face-up Reinforced SI card. */
function scene() {
  const s0 = dracoFiring();
  const s = { ...s0, ships: s0.ships.map((x) => (x.id === 'HHF-1' ? { ...x, upgrades: [...x.upgrades, 'reinforcedSI'] } : x)) };
  const target = targetFromGame(s, 'HHF-1', 'surakari');
  const battery = shipClass(s.pack, 'SFP').batteries[0];
  if (!target || !battery) throw new Error('scene');
  return { s, input: { battery, status: 'none' as const, target, deck: deckFromGame(s) } };
}

describe('Reinforced SI (issue 22)', () => {
  test('asked only once every card of the attack is drawn; the cancelled card is discarded, its hull point stands, the card is turned face down', () => {
    // Two critical hits (capped by the two guns that hit), two cards drawn before the choice.
    // Rules: Kalidasia "Critical Damage and Upgrade Cards" — "For the Reinforced SI card, all critical damage cards inflicted by the battery are
    // drawn before the defender has to choose if they wish to use the Reinforced SI card."
    const { s, input } = scene();
    expect(input.target.reinforcedSI).toBe(true);
    let p: PowerProgress = { ...powerProgressNew(true), rolls: [[5, 6], [6, 6, 6, 1, 1, 1]], sensor: [], overcharge: false };
    const seen: string[] = [];
    let offered: string[] = [];
    let n = powerAttackNext(input, p);
    for (let i = 0; i < 10 && n.kind !== 'done' && n.kind !== 'refused'; i++) {
      seen.push(n.kind === 'dice' ? n.roll : n.kind);
      if (n.kind === 'card') p = { ...p, cards: [...(p.cards ?? []), ['armorDamaged-1', 'enginesDamaged-1', 'sensorDamage1-1'][p.cards?.length ?? 0] as string] };
      else if (n.kind === 'reinforcedSI') {
        offered = [...n.drawn];
        p = { ...p, si: ['enginesDamaged-1'] };
      } else if (n.kind === 'dice') p = { ...p, rolls: [...p.rolls, [6]] };
      n = powerAttackNext(input, p);
    }
    if (n.kind !== 'done') throw new Error(n.kind === 'refused' ? n.reason : n.kind);
    expect(seen).toEqual(['card', 'card', 'reinforcedSI']);
    expect(offered).toEqual(['armorDamaged-1', 'enginesDamaged-1']);
    const o = powerToOutcome(n.result);
    expect({ fates: o.damage.cards.map((c) => [c.card, c.fate]), hull: o.damage.hullDamage, used: o.damage.upgradesUsed }).toEqual({
      fates: [
        ['armorDamaged-1', 'apply'],
        ['enginesDamaged-1', 'discard'],
      ],
      hull: 2,
      used: ['reinforcedSI'],
    });
    const after = play(s, { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, outcome: o });
    const hhf = after.ships.find((x) => x.id === 'HHF-1');
    expect({ engines: hhf?.criticals.engines, armor: hhf?.criticals.armor, flipped: hhf?.flipped, deck: deckCount(after) }).toEqual({ engines: 'none', armor: 'damaged', flipped: ['reinforcedSI'], deck: 46 });
  });

  test('declined, every card applies and the card stays face up; without the card nothing is asked', () => {
    const { s, input } = scene();
    const p: PowerProgress = { ...powerProgressNew(true), rolls: [[5, 6], [6, 1, 1, 1, 1, 1]], sensor: [], overcharge: false, cards: ['armorDamaged-1'] };
    const asked = powerAttackNext(input, p);
    expect(asked.kind).toBe('reinforcedSI');
    const n = powerAttackNext(input, { ...p, si: [] });
    if (n.kind !== 'done') throw new Error(n.kind);
    const after = play(s, { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, outcome: powerToOutcome(n.result) });
    expect(after.ships.find((x) => x.id === 'HHF-1')?.flipped).toEqual([]);
    const plain = powerAttackNext({ ...input, target: { ...input.target, reinforcedSI: false } }, p);
    expect(plain.kind).toBe('done');
  });
});
