// Issue 26: the share link names the game's kind; the join screen of another game refuses it, saying where it belongs.
import { describe, expect, it } from 'vitest';
import { gameShareLink, parseGameJoin } from '../../../src/ui/share/game';
import { shareLink } from '../../../src/ui/share/link';

const DOC = 'automerge:2j9knpCseyhnK8izDmLpGP5WMdZQ';
const SERVER = 'ws://192.168.1.20:8080/sync';
const nedca = { kind: 'nedca' as const, title: 'Nedca', joinPath: '/nedca/join' };
const caleda = { kind: 'caleda' as const, title: 'Caleda', joinPath: '/caleda/join' };
const kalidasia = { kind: 'kalidasia' as const, title: 'Legends of Kalidasia', joinPath: '/kalidasia/game/join' };
const hashOf = (link: string) => new URL(link).hash;

describe('share links of every game', () => {
  it('a companion link opens its own join screen with the kind in it, and reads back', () => {
    const link = gameShareLink('http://192.168.1.20:8080', nedca, DOC, SERVER);
    expect(link).toBe(`http://192.168.1.20:8080/nedca/join#doc=${encodeURIComponent(DOC)}&server=${encodeURIComponent(SERVER)}&kind=nedca`);
    expect(parseGameJoin(hashOf(link), nedca)).toEqual({ ok: true, doc: DOC, server: SERVER });
  });

  it('a Kalidasia link opened as Caleda is refused, naming both', () => {
    const link = gameShareLink('http://h:1', kalidasia, DOC, SERVER);
    expect(parseGameJoin(hashOf(link), caleda)).toEqual({
      ok: false,
      reason: 'This link is for a Legends of Kalidasia game, but it was opened as Caleda. Nothing was joined: open the link exactly as it was given (from Legends of Kalidasia).',
    });
  });

  it('a link made before companions shared (no kind) is a Kalidasia link', () => {
    const old = hashOf(shareLink('http://h:1', DOC, SERVER));
    expect(parseGameJoin(old, kalidasia).ok).toBe(true);
    expect(parseGameJoin(old, nedca)).toMatchObject({ ok: false, reason: expect.stringMatching(/^This link is for a Legends of Kalidasia game, but it was opened as Nedca/) });
  });

  it('an unknown kind, and the link\'s own problems, are named', () => {
    expect(parseGameJoin(`#doc=${encodeURIComponent(DOC)}&server=${encodeURIComponent(SERVER)}&kind=chess`, nedca)).toMatchObject({ ok: false, reason: expect.stringMatching(/kind=chess\) is not a game this app knows/) });
    expect(parseGameJoin('#kind=nedca', nedca)).toMatchObject({ ok: false, reason: expect.stringMatching(/doc= is missing/) });
  });
});
