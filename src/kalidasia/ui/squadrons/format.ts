/**
 * The squadron file format and share links (documented in docs/squadron-format.md).
 *
 * File: JSON `{ format: "tableside-squadron", formatVersion: 1, squadron: {…}, tableside?: {…} }`.
 * Link: `<origin>/kalidasia/squadrons/shared#1.<base64url of the squadron JSON>` — the squadron
 * travels in the fragment, which browsers never send to a server.
 *
 * Reading never throws and never trusts the points written in the file: the squadron is
 * re-costed from the data pack. Every problem is reported as "where: what".
 */
import { z } from 'zod';
import { squadronPoints, squadronSchema, type KalidasiaPack, type Squadron } from '../..';
import { nounFor } from '../../../words';
import { sizeWords, TYPE_WORDS, valueAt } from '../../../words/issues';

export const SQUADRON_FORMAT = 'tableside-squadron';
export const SQUADRON_FORMAT_VERSION = 1;
export const SHARE_LINK_VERSION = 1;
export const SHARE_PATH = '/kalidasia/squadrons/shared';
/** Files larger than this are refused before parsing. */
export const MAX_SQUADRON_FILE_BYTES = 256 * 1024;

/** The app's own extras: informational only, never trusted on import. */
export interface TablesideExtras {
  readonly appVersion: string;
  readonly exportedAt: string;
  readonly dataPackVersion: number;
  /** The total this app computed when exporting (ignored on import: the squadron is re-costed). */
  readonly points: number;
  /** How many of the player's stat-card corrections applied when exporting. */
  readonly overridesApplied: number;
}

export interface SquadronFile {
  readonly format: typeof SQUADRON_FORMAT;
  readonly formatVersion: typeof SQUADRON_FORMAT_VERSION;
  readonly squadron: Squadron;
  readonly tableside?: TablesideExtras;
}

export type ImportResult = { readonly ok: true; readonly squadron: Squadron; readonly notes: readonly string[] } | { readonly ok: false; readonly errors: readonly string[] };

/** Bounds on top of the stored-squadron schema, so a hostile file cannot flood the app. */
const boundedSquadron = squadronSchema.superRefine((sq, ctx) => {
  if (sq.name.length > 200) ctx.addIssue({ code: 'custom', path: ['name'], message: 'too long (at most 200 characters)' });
  if (sq.ships.length > 500) ctx.addIssue({ code: 'custom', path: ['ships'], message: 'too many warships (at most 500)' });
  if (sq.pointLimit > 100_000) ctx.addIssue({ code: 'custom', path: ['pointLimit'], message: 'must be at most 100000' });
  sq.ships.forEach((s, i) => {
    if (s.uid.length > 20) ctx.addIssue({ code: 'custom', path: ['ships', i, 'uid'], message: 'too long (at most 20 characters)' });
    if (s.upgrades.length > 20) ctx.addIssue({ code: 'custom', path: ['ships', i, 'upgrades'], message: 'too many cards (at most 20)' });
  });
  for (const [id, n] of Object.entries(sq.fighters)) {
    if ((n ?? 0) > 10_000) ctx.addIssue({ code: 'custom', path: ['fighters', id], message: 'must be at most 10000' });
  }
});

const extrasSchema = z.object({
  appVersion: z.string().max(50),
  exportedAt: z.string().max(50),
  dataPackVersion: z.number(),
  points: z.number(),
  overridesApplied: z.number().int().min(0),
});

/** Top level: unknown blocks (another app's extras) are ignored; `squadron` is strict. */
const fileSchema = z.object({
  format: z.literal(SQUADRON_FORMAT),
  formatVersion: z.literal(SQUADRON_FORMAT_VERSION),
  squadron: boundedSquadron,
  tableside: extrasSchema.optional(),
});

function formatPath(prefix: string, path: readonly PropertyKey[]): string {
  let out = prefix;
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`;
  return out || '(file)';
}

function describeIssue(prefix: string, issue: z.core.$ZodIssue, input: unknown): string {
  const where = formatPath(prefix, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) return `${where}: missing`;
      if (issue.expected === 'int') return `${where}: expected a whole number`;
      return `${where}: expected ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    case 'too_small':
    case 'too_big':
      return `${where}: ${sizeWords(issue)}`;
    case 'invalid_value':
      return `${where}: expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}, found ${JSON.stringify(valueAt(input, issue.path)) ?? 'nothing'}`;
    case 'unrecognized_keys':
      return `${where}: unknown ${nounFor(issue.keys.length, 'field')} ${issue.keys.join(', ')}`;
    case 'invalid_key':
      return `${where}: unknown key ${JSON.stringify(issue.path[issue.path.length - 1] ?? '')}`;
    default:
      return `${where}: ${issue.message}`;
  }
}

/** Checks the schema cannot make: references into the data pack and unique token numbers. */
function packProblems(prefix: string, pack: KalidasiaPack, sq: Squadron): string[] {
  const out: string[] = [];
  const at = (path: PropertyKey[]): string => formatPath(prefix, path);
  const seen = new Map<string, number>();
  sq.ships.forEach((s, i) => {
    const first = seen.get(s.uid);
    if (first !== undefined) out.push(`${at(['ships', i, 'uid'])}: "${s.uid}" is already used by ships[${first}] (token numbers must be unique)`);
    else seen.set(s.uid, i);
    s.upgrades.forEach((id, k) => {
      if (!pack.upgrades.some((u) => u.id === id)) out.push(`${at(['ships', i, 'upgrades', k])}: no upgrade card "${id}" in the data pack`);
    });
  });
  return out;
}

function finish(prefix: string, pack: KalidasiaPack, sq: Squadron, claimed: number | undefined): ImportResult {
  const problems = packProblems(prefix, pack, sq);
  if (problems.length > 0) return { ok: false, errors: problems.slice(0, 20) };
  const total = squadronPoints(pack, sq).total;
  const notes =
    claimed !== undefined && claimed !== total
      ? [`The file says ${claimed} points; re-costed from this app's data pack it is ${total} points.`]
      : [`Re-costed from this app's data pack: ${total} points.`];
  return { ok: true, squadron: sq, notes };
}

/** Build the file for a squadron. */
export function squadronToFile(pack: KalidasiaPack, squadron: Squadron, extras: Omit<TablesideExtras, 'dataPackVersion' | 'points'>): SquadronFile {
  return {
    format: SQUADRON_FORMAT,
    formatVersion: SQUADRON_FORMAT_VERSION,
    squadron,
    tableside: { ...extras, dataPackVersion: pack.version, points: squadronPoints(pack, squadron).total },
  };
}

/** A file name for the squadron: its name in lower case with dashes. */
export function squadronFileName(squadron: Squadron): string {
  const base = squadron.name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60);
  return `${base || 'squadron'}.squadron.json`;
}

/** Read a squadron file's text. Never throws. */
export function parseSquadronFile(text: string, pack: KalidasiaPack, byteSize: number = text.length): ImportResult {
  if (byteSize > MAX_SQUADRON_FILE_BYTES) return { ok: false, errors: [`(file): ${Math.ceil(byteSize / 1024)} kB is too large for a squadron file (at most ${MAX_SQUADRON_FILE_BYTES / 1024} kB)`] };
  if (text.trim() === '') return { ok: false, errors: ['(file): the file is empty'] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return { ok: false, errors: [`(file): not valid JSON — the file is damaged or not a squadron file (${err instanceof Error ? err.message : String(err)})`] };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { ok: false, errors: ['(file): expected a squadron file (a JSON object)'] };
  const head = data as Record<string, unknown>;
  if (head.format !== SQUADRON_FORMAT) {
    const hint = head.format === 'tableside-backup' ? ' — this is a full backup: restore it in Settings' : '';
    return { ok: false, errors: [`format: expected "${SQUADRON_FORMAT}", found ${JSON.stringify(head.format ?? null)}${hint}`] };
  }
  if (typeof head.formatVersion === 'number' && head.formatVersion > SQUADRON_FORMAT_VERSION) {
    return { ok: false, errors: [`formatVersion: made by a newer Tableside (format ${head.formatVersion}); this app reads format ${SQUADRON_FORMAT_VERSION}. Update the app first.`] };
  }
  const parsed = fileSchema.safeParse(data);
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.slice(0, 20).map((i) => describeIssue('', i, data)) };
  return finish('squadron', pack, parsed.data.squadron, parsed.data.tableside?.points);
}

// ---------------------------------------------------------------------------
// Share links

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** The fragment (without "#") that carries a squadron. */
export function shareFragment(squadron: Squadron): string {
  return `${SHARE_LINK_VERSION}.${toBase64Url(new TextEncoder().encode(JSON.stringify(squadron)))}`;
}

export function shareLink(origin: string, squadron: Squadron): string {
  return `${origin}${SHARE_PATH}#${shareFragment(squadron)}`;
}

/** Read the fragment of a share link ("#1.…" or "1.…"). Never throws. */
export function parseShareFragment(fragment: string, pack: KalidasiaPack): ImportResult {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  const fail = (msg: string): ImportResult => ({ ok: false, errors: [`Share link: ${msg}`] });
  if (text === '') return fail('the link has no squadron in it (nothing after "#"); it was probably cut short when copied');
  const m = /^(\d+)\.(.*)$/s.exec(text);
  if (!m) return fail(`it should start with a version such as "${SHARE_LINK_VERSION}." after "#"; found "${text.slice(0, 12)}"`);
  const version = Number(m[1]);
  const body = m[2] ?? '';
  const offset = (m[1] ?? '').length + 2;
  if (version > SHARE_LINK_VERSION) return fail(`made by a newer Tableside (link version ${version}); this app reads version ${SHARE_LINK_VERSION}. Update the app first.`);
  if (version !== SHARE_LINK_VERSION) return fail(`unknown link version ${version}`);
  if (body === '') return fail('the squadron data is missing after "#1."; the link was cut short');
  const bad = /[^A-Za-z0-9_-]/.exec(body);
  if (bad) return fail(`character ${bad.index + offset} after "#" is "${bad[0]}", which never occurs in a share link (the link was changed or damaged)`);
  if (body.length % 4 === 1) return fail(`the squadron data is cut short (${body.length} characters cannot be decoded)`);
  let data: unknown;
  try {
    const json = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(body));
    data = JSON.parse(json);
  } catch {
    return fail('the squadron data is damaged or cut short (it does not decode to a squadron); ask for the link again');
  }
  const parsed = boundedSquadron.safeParse(data);
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.slice(0, 20).map((i) => `Share link: ${describeIssue('squadron', i, data)}`) };
  const done = finish('squadron', pack, parsed.data, undefined);
  return done.ok ? done : { ok: false, errors: done.errors.map((e) => `Share link: ${e}`) };
}
