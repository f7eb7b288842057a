import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { SHIPPED_PACK, type ShipCode, type Squadron } from '../..';
import { parseShareFragment, parseSquadronFile, shareFragment, shareLink, squadronFileName, squadronToFile } from './format';
import { STARTERS } from './model';

const pack = SHIPPED_PACK;
const starter = STARTERS[0]?.squadron as Squadron;
const good = (sq: Squadron = starter) => squadronToFile(pack, sq, { appVersion: 't', exportedAt: '2026-01-01T00:00:00.000Z', overridesApplied: 0 });
const text = (o: unknown) => JSON.stringify(o);

const squadronArb = fc
  .record({
    name: fc.string({ maxLength: 40 }),
    fleet: fc.constantFrom('heragul-sarlet' as const, 'surakari-invasion' as const),
    pointLimit: fc.integer({ min: 1, max: 500 }),
    ships: fc.array(
      fc.record({
        code: fc.constantFrom<ShipCode>('HHF', 'HAF', 'HDP', 'HBC', 'SFP', 'SAM', 'SDP', 'SBC'),
        upgrades: fc.array(fc.constantFrom('captain', 'reinforcedArmor', 'reinforcedSI', 'engineShielding', 'reinforcedEngines'), { maxLength: 3 }),
      }),
      { maxLength: 8 },
    ),
    fighters: fc.record({ hunter: fc.nat(20), interceptor: fc.nat(20) }, { requiredKeys: [] }),
  })
  .map((r): Squadron => ({ ...r, extraFleets: [], ships: r.ships.map((s, i) => ({ uid: `S${i}`, ...s })) }));

describe('squadron files', () => {
  it('round-trip any squadron exactly, re-costed from the pack (property)', () => {
    fc.assert(
      fc.property(squadronArb, (sq) => {
        const r = parseSquadronFile(JSON.stringify(good(sq), null, 2), pack);
        expect(r.ok && r.squadron).toEqual(sq);
      }),
      { numRuns: 200 },
    );
  });

  it('never trusts the points written in the file', () => {
    const file = good();
    const r = parseSquadronFile(text({ ...file, tableside: { ...file.tableside, points: 3 } }), pack);
    expect(r.ok && r.notes).toEqual(["The file says 3 points; re-costed from this app's data pack it is 34 points."]);
    const plain = parseSquadronFile(text({ format: 'tableside-squadron', formatVersion: 1, squadron: starter, otherApp: { colour: 'red' } }), pack);
    expect(plain.ok && plain.notes).toEqual(["Re-costed from this app's data pack: 34 points."]);
  });

  it('names the file after the squadron', () => {
    expect(squadronFileName({ ...starter, name: 'Surakari – 34 points!' })).toBe('surakari-34-points.squadron.json');
    expect(squadronFileName({ ...starter, name: '  ' })).toBe('squadron.squadron.json');
  });

  const f = good();
  const sq = f.squadron;
  const ship0 = sq.ships[0] ?? { uid: 'D1', code: 'SFP' as const, upgrades: [] };
  const MALFORMED: [string, string, number?][] = [
    ['', '(file): the file is empty'],
    ['{"format": "tableside-squadron", "formatVersion": 1, "squ', '(file): not valid JSON'],
    ['[1,2]', '(file): expected a squadron file (a JSON object)'],
    ['null', '(file): expected a squadron file'],
    [text({ ...f, format: 'tableside-backup' }), 'format: expected "tableside-squadron", found "tableside-backup" — this is a full backup: restore it in Settings'],
    [text({ ...f, format: undefined }), 'format: expected "tableside-squadron", found null'],
    [text({ ...f, formatVersion: 2 }), 'formatVersion: made by a newer Tableside (format 2)'],
    [text({ ...f, formatVersion: 0 }), 'formatVersion: expected 1, found 0'],
    [text({ ...f, squadron: undefined }), 'squadron: missing'],
    [text({ ...f, squadron: { ...sq, name: 7 } }), 'squadron.name: expected text'],
    [text({ ...f, squadron: { ...sq, name: 'x'.repeat(201) } }), 'squadron.name: too long (at most 200 characters)'],
    [text({ ...f, squadron: { ...sq, fleet: 'pirates' } }), 'squadron.fleet: expected "heragul-sarlet" or "surakari-invasion", found "pirates"'],
    [text({ ...f, squadron: { ...sq, pointLimit: 0 } }), 'squadron.pointLimit: must be at least 1'],
    [text({ ...f, squadron: { ...sq, pointLimit: 34.5 } }), 'squadron.pointLimit: expected a whole number'],
    [text({ ...f, squadron: { ...sq, pointLimit: '34' } }), 'squadron.pointLimit: expected a number'],
    [text({ ...f, squadron: { ...sq, ships: 'two dracos' } }), 'squadron.ships: expected a list'],
    [text({ ...f, squadron: { ...sq, ships: [{ ...ship0, code: 'XYZ' }] } }), 'squadron.ships[0].code: expected "HHF" or'],
    [text({ ...f, squadron: { ...sq, ships: [ship0, { ...ship0, uid: '' }] } }), 'squadron.ships[1].uid: too short (at least 1)'],
    [text({ ...f, squadron: { ...sq, ships: [ship0, ship0] } }), 'squadron.ships[1].uid: "D1" is already used by ships[0]'],
    [text({ ...f, squadron: { ...sq, ships: [{ ...ship0, upgrades: ['warpDrive'] }] } }), 'squadron.ships[0].upgrades[0]: no upgrade card "warpDrive" in the data pack'],
    [text({ ...f, squadron: { ...sq, ships: [{ ...ship0, upgrades: 'captain' }] } }), 'squadron.ships[0].upgrades: expected a list'],
    [text({ ...f, squadron: { ...sq, ships: [{ ...ship0, colour: 'red' }] } }), 'squadron.ships[0]: unknown field colour'],
    [text({ ...f, squadron: { ...sq, fighters: { interceptor: -1 } } }), 'squadron.fighters.interceptor: must be at least 0'],
    [text({ ...f, squadron: { ...sq, fighters: { tieFighter: 3 } } }), 'squadron.fighters'],
    [text({ ...f, squadron: { ...sq, extraFleets: undefined } }), 'squadron.extraFleets: missing'],
    [text({ ...f, squadron: { ...sq, points: 34 } }), 'squadron: unknown field points'],
    [text({ ...f, tableside: { ...f.tableside, overridesApplied: -2 } }), 'tableside.overridesApplied: must be at least 0'],
    ['{}', 'format: expected "tableside-squadron", found null'],
    ['x'.repeat(300 * 1024), '(file): 300 kB is too large for a squadron file', 300 * 1024],
  ];

  it(`rejects ${MALFORMED.length} malformed files, each with a message naming what and where`, () => {
    const wrong: string[] = [];
    for (const [input, want, size] of MALFORMED) {
      const r = parseSquadronFile(input, pack, size);
      const got = r.ok ? 'accepted' : r.errors.join(' | ');
      if (!got.includes(want)) wrong.push(`${want} ⇒ ${got}`);
    }
    expect(MALFORMED.length).toBeGreaterThanOrEqual(20);
    expect(wrong).toEqual([]);
  });
});

describe('share links', () => {
  it('carry any squadron in the fragment and give it back exactly (property)', () => {
    fc.assert(
      fc.property(squadronArb, (sq) => {
        const link = shareLink('http://127.0.0.1:4173', sq);
        const url = new URL(link);
        expect(url.pathname).toBe('/kalidasia/squadrons/shared');
        const r = parseShareFragment(url.hash, pack);
        expect(r.ok && r.squadron).toEqual(sq);
      }),
      { numRuns: 200 },
    );
  });

  it('stay short enough for a QR code', () => {
    expect(shareLink('http://127.0.0.1:4173', starter).length).toBeLessThan(400);
  });

  const body = shareFragment(starter).slice(2);
  const encode = (o: unknown) => `1.${Buffer.from(JSON.stringify(o)).toString('base64url')}`;
  const MALFORMED: [string, string][] = [
    ['', 'Share link: the link has no squadron in it'],
    ['#', 'Share link: the link has no squadron in it'],
    ['#squadron', 'Share link: it should start with a version such as "1." after "#"; found "squadron"'],
    ['#1.', 'Share link: the squadron data is missing after "#1."'],
    ['#7.abc', 'Share link: made by a newer Tableside (link version 7)'],
    ['#0.abc', 'Share link: unknown link version 0'],
    [`#1.${body.slice(0, 10)}%20${body.slice(10)}`, 'Share link: character 13 after "#" is "%"'],
    [`#1.${body.slice(0, 5)}`, 'Share link: the squadron data is cut short (5 characters cannot be decoded)'],
    [`#1.${body.slice(0, body.length - 10)}`, 'Share link: the squadron data is damaged or cut short'],
    ['#1.AAAA', 'Share link: the squadron data is damaged or cut short'],
    [`#${encode({ ...starter, fleet: 'pirates' })}`, 'Share link: squadron.fleet: expected "heragul-sarlet" or "surakari-invasion", found "pirates"'],
    [`#${encode({ ...starter, pointLimit: -3 })}`, 'Share link: squadron.pointLimit: must be at least 1'],
    [`#${encode({ ...starter, ships: [{ uid: 'D1', code: 'SFP', upgrades: ['warpDrive'] }] })}`, 'Share link: squadron.ships[0].upgrades[0]: no upgrade card "warpDrive"'],
    [`#${encode([1, 2, 3])}`, 'Share link: squadron: expected an object'],
    [`#${encode({ ...starter, name: undefined })}`, 'Share link: squadron.name: missing'],
  ];

  it(`rejects ${MALFORMED.length} damaged links, each with a message naming what and where`, () => {
    const wrong: string[] = [];
    for (const [input, want] of MALFORMED) {
      const r = parseShareFragment(input, pack);
      const got = r.ok ? 'accepted' : r.errors.join(' | ');
      if (!got.includes(want)) wrong.push(`${input.slice(0, 30)}: ${want} ⇒ ${got}`);
    }
    expect(wrong).toEqual([]);
  });
});
