import { describe, expect, it } from 'vitest';
import * as kalidasia from '../index';

describe('src/kalidasia public entry point', () => {
  it('exports the pack, overrides, squadron rules and warship systems', () => {
    const names = ['SHIPPED_PACK', 'applyOverrides', 'parsePack', 'buildCriticalDeck', 'validateSquadron', 'parseUnitLimit', 'reactorSpend', 'destructionCheck', 'primaryManeuver', 'turnNotchCap'];
    expect(names.filter((n) => !(n in kalidasia))).toEqual([]);
    expect(kalidasia.parsePack(kalidasia.SHIPPED_PACK).ok).toBe(true);
  });
});
