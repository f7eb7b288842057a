/**
 * The Game screen's entry to the photo reader (issue 25): two buttons for the turn bar's tools and, when one is
 * tapped, the print view or the reader, loaded only then (the detector and its worker are not in the game's bundle).
 */
import { lazy, Suspense, useState } from 'react';
import type { GameState } from '../../game';
import type { Dispatch } from '../game/steps';
import type { TableCamera } from './usePhotoCamera';
import './photo.css';

const PrintTokens = lazy(() => import('./PrintTokens').then((m) => ({ default: m.PrintTokens })));
const ReadPhoto = lazy(() => import('./ReadPhoto').then((m) => ({ default: m.ReadPhoto })));

/**
 * `tableCamera`: the Game screen's camera; the reader frames what it read in the part of the table its panel leaves
 * uncovered, and puts the player's camera back when it closes (`usePhotoCamera.ts`).
 */
export function PhotoTools(p: { state: GameState; table: { width: number; height: number }; colours: Readonly<Record<string, string>>; dispatch: Dispatch; readOnly: boolean; tableCamera?: TableCamera }) {
  const [open, setOpen] = useState<'print' | 'read' | null>(null);
  return (
    <>
      <button type="button" className="gm-btn" onClick={() => setOpen('print')}>
        Print tokens
      </button>
      <button type="button" className="gm-btn" disabled={p.readOnly} onClick={() => setOpen('read')}>
        Read the table from a photo
      </button>
      {open && (
        <Suspense fallback={<p className="ph-wait">Opening…</p>}>
          {open === 'print' ? <PrintTokens state={p.state} table={p.table} colours={p.colours} onClose={() => setOpen(null)} /> : <ReadPhoto {...p} onClose={() => setOpen(null)} />}
        </Suspense>
      )}
    </>
  );
}
