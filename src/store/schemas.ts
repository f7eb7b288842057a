/**
 * Schemas of every stored record, used to validate backup files (and any other
 * data that comes from outside) before anything touches the database.
 */
import { z } from 'zod';
import { squadronSchema } from '../kalidasia/rules/squadron/squadron';
import { packOverridesSchema } from '../kalidasia/data/overrides';

const finite = z.number().finite();

export const MarkerSchema = z.strictObject({
  id: z.string().min(1).max(100),
  x: finite.min(-1000).max(1000),
  y: finite.min(-1000).max(1000),
  label: z.string().max(200).optional(),
});

export const TableViewSchema = z.strictObject({
  x: finite.min(-1e6).max(1e6),
  y: finite.min(-1e6).max(1e6),
  scale: finite.min(0.1).max(1000),
});

export const TableDocSchema = z.strictObject({
  id: z.literal('current'),
  width: finite.min(12).max(120),
  height: finite.min(12).max(120),
  grid: z.boolean(),
  markers: z.array(MarkerSchema).max(5000),
  view: TableViewSchema.nullable(),
});

export const SettingsSchema = z.strictObject({
  id: z.literal('app'),
  theme: z.enum(['system', 'dark', 'light']),
  textScale: finite.min(75).max(200),
  wakeLock: z.boolean(),
});

const jsonObject = z.record(z.string(), z.unknown());

export const CompanionGameSchema = z.strictObject({
  id: z.string().min(1).max(100),
  game: z.enum(['caleda', 'kalesia', 'kaladan', 'nedca']),
  name: z.string().max(200),
  createdAt: z.string().max(50),
  updatedAt: z.string().max(50),
  setup: z.unknown(),
  events: z.array(jsonObject).max(100_000),
  redo: z.array(jsonObject).max(100_000),
});

export const SquadronRecordSchema = z.strictObject({
  id: z.string().min(1).max(100),
  createdAt: z.string().max(50),
  updatedAt: z.string().max(50),
  squadron: squadronSchema,
});

export const PackOverridesRecordSchema = z.strictObject({
  id: z.literal('player'),
  overrides: packOverridesSchema,
});

const count = z.number().int().min(0).max(1_000_000);

export const LogHeadSchema = z
  .strictObject({
    id: z.string().min(1).max(100),
    kind: z.enum(['kalidasia', 'caleda', 'kalesia', 'kaladan', 'nedca']),
    name: z.string().max(200),
    createdAt: z.string().max(50),
    updatedAt: z.string().max(50),
    length: count,
    cursor: count,
    meta: z.unknown(),
    rev: count.optional(),
    epoch: z.string().max(100).optional(),
  })
  .refine((h) => h.cursor <= h.length, { message: 'the cursor is past the end of the log', path: ['cursor'] });

export const LogEventRowSchema = z.strictObject({
  logId: z.string().min(1).max(100),
  seq: z.number().int().min(1).max(1_000_000),
  event: jsonObject,
  rev: count.optional(),
});

/** How a game is shared between tablets (issue 26; `shares.ts`): its document, the sync server, this tablet's role. */
export const ShareRecordSchema = z.strictObject({
  logId: z.string().min(1).max(100),
  doc: z.string().regex(/^automerge:[1-9A-HJ-NP-Za-km-z]{20,60}$/, { message: 'is not a shared game id (automerge:…)' }),
  server: z.string().regex(/^wss?:\/\/[^\s/?#]{1,300}\/sync$/, { message: 'is not a ws:// or wss:// address ending in /sync' }),
  role: z.enum(['act', 'watch']),
  actor: z.string().regex(/^[0-9a-zA-Z_-]{1,64}$/, { message: 'is not an actor id' }),
  tip: z.string().max(300).optional(),
  pending: z.array(z.string().max(200)).max(10_000).optional(),
  restored: z.boolean().optional(),
});
