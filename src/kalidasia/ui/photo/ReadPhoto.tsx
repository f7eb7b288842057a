/**
 * Read the table from a photo (issue 25): the tablet's camera or any image file → the worker finds the markers →
 * the pose math places each token → the moves against the app's table, with arrows → Apply sends the ticked ones as
 * one list of `adjust` events through the Game screen's dispatch (stored together; one Undo). Nothing is stored or
 * sent anywhere until Apply; the photo stays in memory only.
 */
import { countOf } from '../../../words';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ev, gameApply, type GameState } from '../../game';
import type { Dispatch } from '../game/steps';
import { markerPlan, tableMarkerPlaces, type PlannedToken } from './plan';
import { DEFAULT_TOLERANCE, MIN_MARKER_PX, photoAdjustEvents, photoMerge, photoRead, type PhotoReading, type PhotoTolerance } from './reading';
import { photoDeployEvents, photoDeployPlan, type PhotoDeployPlan } from './deployFromPhoto';
import { photoOverlaySet, type PhotoOverlay } from './photoOverlay';
import type { Detection } from './detect';
import type { WorkerReply } from './detector.worker';
import { usePhotoCamera, type TableCamera } from './usePhotoCamera';
import { LiveCamera } from './LiveCamera';
import { DeploySteps } from './DeploySteps';

/** The largest photo read (a 12 MP JPEG is 3–8 MB). */
export const MAX_PHOTO_BYTES = 40 * 1024 * 1024;
/** Below this at the table markers, fighters' 0.75″ markers are too coarse to be found reliably (README). */
export const MIN_PX_PER_INCH = 40;

interface Photo {
  readonly name: string;
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly found: Detection['markers'];
  readonly ambiguous: Detection['ambiguous'];
  readonly ms: number;
}

type Status = { kind: 'idle' } | { kind: 'reading'; name: string } | { kind: 'applied'; count: number; deployed: number };

/** A move's key in the ticked set: the unit's kind and id. */
const moveKey = (m: Extract<PhotoReading, { ok: true }>['moves'][number]) => `${m.token.unit.kind}:${m.token.unit.id}`;

export function ReadPhoto({ state, table, colours, dispatch, readOnly, tableCamera, onClose }: { state: GameState; table: { width: number; height: number }; colours: Readonly<Record<string, string>>; dispatch: Dispatch; readOnly: boolean; tableCamera?: TableCamera; onClose(): void }) {
  const [photos, setPhotos] = useState<readonly Photo[]>([]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [tol, setTol] = useState<PhotoTolerance>(DEFAULT_TOLERANCE);
  const [ticked, setTicked] = useState<ReadonlySet<string> | null>(null);
  const [busy, setBusy] = useState(false);
  /** The live camera shown in the panel (its stream stops when it is put away or the panel closes). */
  const [live, setLive] = useState(false);
  /** Deployment from the photo: the starting velocity chosen per warship, the steps the players overruled. */
  const [velocity, setVelocity] = useState<Readonly<Record<string, number>>>({});
  const [overruled, setOverruled] = useState<ReadonlySet<string>>(new Set());
  const worker = useRef<Worker | null>(null);
  const urls = useRef<string[]>([]);
  const plan = useMemo(() => markerPlan(state), [state]);
  useEffect(
    () => () => {
      worker.current?.terminate();
      urls.current.forEach((u) => URL.revokeObjectURL(u));
    },
    [],
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > MAX_PHOTO_BYTES) {
      setError(`“${file.name}” is ${(file.size / 1024 / 1024).toFixed(0)} MB; photos up to 40 MB are read. Nothing was changed.`);
      return;
    }
    if (file.type !== '' && !file.type.startsWith('image/')) {
      setError(`“${file.name}” is not an image (${file.type}). Choose a photo of the table. Nothing was changed.`);
      return;
    }
    setStatus({ kind: 'reading', name: file.name });
    worker.current ??= new Worker(new URL('./detector.worker.ts', import.meta.url), { type: 'module' });
    const w = worker.current;
    const t0 = performance.now();
    w.onmessage = (e: MessageEvent<WorkerReply>) => {
      setStatus({ kind: 'idle' });
      const r = e.data;
      if (!r.ok) {
        setError(`“${file.name}”: ${r.reason} Nothing was changed.`);
        return;
      }
      const reading = photoRead(state, plan, table, r.detection.markers, r.detection.ambiguous, tol);
      if (!reading.ok) {
        setError(`“${file.name}”: ${reading.reason} Take the photo again with the table's corner and edge cards in view. Nothing was changed.`);
        return;
      }
      const url = URL.createObjectURL(file);
      urls.current.push(url);
      setTicked(null);
      setPhotos((ps) => [...ps, { name: file.name, url, width: r.width, height: r.height, found: r.detection.markers, ambiguous: r.detection.ambiguous, ms: performance.now() - t0 }]);
    };
    w.onerror = () => {
      setStatus({ kind: 'idle' });
      setError(`“${file.name}” could not be read. Nothing was changed.`);
    };
    w.postMessage({ file });
  };

  // Every photo read again against the current table and tolerance (the table may change under the panel), merged.
  // Memoised: a render that changes none of these (a tick, a velocity typed) does not read the photos again.
  const tableW = table.width;
  const tableH = table.height;
  const reading = useMemo(() => {
    const t = { width: tableW, height: tableH };
    const rs = photos.map((ph) => photoRead(state, plan, t, ph.found, ph.ambiguous, tol)).filter((r): r is Extract<PhotoReading, { ok: true }> => r.ok);
    return photoMerge(rs);
  }, [photos, state, plan, tableW, tableH, tol]);
  const moves = useMemo(() => reading?.moves ?? [], [reading]);
  const keyOf = moveKey;
  const chosen = useMemo(() => ticked ?? new Set(moves.filter((m) => m.changed).map(moveKey)), [ticked, moves]);
  const toApply = useMemo(() => moves.filter((m) => chosen.has(moveKey(m))), [moves, chosen]);
  const adjusts = useMemo(() => photoAdjustEvents(toApply), [toApply]);
  // Tokens not deployed yet: the deployment events, checked by the core against the table after the moves above
  // (sent first in the same group).
  const { deploy, deployEvents, deployedTokens } = useMemo(() => {
    const afterAdjusts = adjusts.reduce<GameState>((st, e) => {
      const r = gameApply(st, ev(e));
      return r.ok ? r.state : st;
    }, state);
    const d: PhotoDeployPlan | null = reading && reading.undeployed.length > 0 ? photoDeployPlan(afterAdjusts, reading.undeployed, { velocity, overruled }) : null;
    return { deploy: d, deployEvents: d ? photoDeployEvents(d) : [], deployedTokens: d ? d.steps.slice(0, d.ready).reduce((n, st) => n + st.tokens.length, 0) : 0 };
  }, [adjusts, state, reading, velocity, overruled]);

  // The same reading on the Game screen's own table (PhotoTableLayer): arrows for the moves, outlines for deployments.
  // Published as text so that it is sent again only when what it shows changes, not on every render.
  const overlayText = useMemo(() => JSON.stringify(reading ? photoOverlayOf(reading, moves, chosen, deploy, colours) : null), [reading, moves, chosen, deploy, colours]);
  const overlay = useMemo(() => JSON.parse(overlayText) as PhotoOverlay | null, [overlayText]);
  useEffect(() => photoOverlaySet(overlay), [overlay]);
  useEffect(() => () => photoOverlaySet(null), []);
  // The reading framed on the Game screen's table, in the part the panel leaves uncovered; the camera back on close.
  const panel = useRef<HTMLDivElement | null>(null);
  usePhotoCamera(tableCamera, overlay, panel);

  const apply = async () => {
    setBusy(true);
    // One dispatch: the moves and the deployments are one group, one Undo. A deployment the players overruled carries
    // its own `ruling` (the dispatcher keeps an event's ruling).
    const r = await dispatch([...adjusts, ...deployEvents]);
    setBusy(false);
    if (r.ok) {
      setStatus({ kind: 'applied', count: toApply.length, deployed: deployedTokens });
      setPhotos([]);
      setTicked(null);
      setVelocity({});
      setOverruled(new Set());
    }
  };
  const applyWords = deployEvents.length === 0 ? `Apply ${countOf(toApply.length, 'move')}` : toApply.length === 0 ? `Apply: deploy ${countOf(deployedTokens, 'token')}` : `Apply ${countOf(toApply.length, 'move')} and deploy ${countOf(deployedTokens, 'token')}`;

  return (
    <div className="ph-read" role="dialog" aria-label="Read the table from a photo" ref={panel}>
      <div className="gm-row">
        <h2>Read the table from a photo</h2>
        <button type="button" className="gm-btn" onClick={onClose}>
          Close
        </button>
      </div>
      <p>
        Lay the six table cards, then photograph the table from above: the whole table, or each half with its four cards in view. The photo
        is read on this tablet and not kept.
      </p>
      <div className="gm-row">
        <label className="gm-btn gm-primary ph-file">
          {photos.length === 0 ? 'Take or choose a photo' : 'Add a photo (the other half, or a part again)'}
          <input type="file" accept="image/*" capture="environment" data-testid="photo-input" disabled={readOnly || status.kind === 'reading'} onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }} />
        </label>
        <button type="button" className="gm-btn" aria-pressed={live} disabled={readOnly} onClick={() => setLive(!live)}>
          Use the live camera
        </button>
        <label className="gm-field">
          Tolerance (inches)
          <input className="gm-input gm-num" type="number" min={0} step={0.05} value={tol.distance} onChange={(e) => setTol({ ...tol, distance: Math.max(0, Number(e.target.value) || 0) })} />
        </label>
        <label className="gm-field">
          Tolerance (degrees)
          <input className="gm-input gm-num" type="number" min={0} step={1} value={tol.turn} onChange={(e) => setTol({ ...tol, turn: Math.max(0, Number(e.target.value) || 0) })} />
        </label>
      </div>
      {live && <LiveCamera onPhoto={choose} busy={readOnly || status.kind === 'reading'} onClose={() => setLive(false)} />}
      {status.kind === 'reading' && (
        <p role="status" data-testid="photo-status">
          Reading “{status.name}”…
        </p>
      )}
      {error && (
        <p className="gm-banner gm-error" role="alert" data-testid="photo-error">
          {error}
        </p>
      )}
      {status.kind === 'applied' && (
        <p className="gm-banner" role="status" data-testid="photo-applied">
          Applied {countOf(status.count, 'move')}
          {status.deployed > 0 ? ` and deployed ${countOf(status.deployed, 'token')}` : ''} from the photo as one action (Undo puts them back).
        </p>
      )}
      {reading && (
        <div data-testid="photo-result">
          <p role="status">
            {photos.length === 1 ? '1 photo' : `${photos.length} photos`} · table markers found: {reading.tableMarkers.join(', ')} · {reading.pxPerInch.toFixed(0)} px per inch · read in{' '}
            {photos.map((ph) => (ph.ms / 1000).toFixed(1)).join(' s, ')} s.{' '}
            <button type="button" className="gm-btn" onClick={() => setPhotos([])}>
              Start again
            </button>
          </p>
          {reading.pxPerInch < MIN_PX_PER_INCH && (
            <p className="gm-banner gm-error" role="alert">
              The photo is coarse ({reading.pxPerInch.toFixed(0)} px per inch; {MIN_PX_PER_INCH} needed for the fighters): take each half of the table
              closer.
            </p>
          )}
          <TableArrows table={table} reading={reading} colours={colours} chosen={chosen} keyOf={keyOf} />
          <h3>Moves ({toApply.length} ticked)</h3>
          <ul className="ph-moves" data-testid="photo-moves">
            {moves.map((m) => (
              <li key={keyOf(m)}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.has(keyOf(m))}
                    onChange={(e) => {
                      const next = new Set(chosen);
                      if (e.target.checked) next.add(keyOf(m));
                      else next.delete(keyOf(m));
                      setTicked(next);
                    }}
                  />{' '}
                  <b>{m.token.label}</b> ({m.from.x.toFixed(1)}″, {m.from.y.toFixed(1)}″, {m.from.heading.toFixed(0)}°) → ({m.to.x.toFixed(1)}″, {m.to.y.toFixed(1)}″,{' '}
                  {m.to.heading.toFixed(0)}°) · {m.distance.toFixed(2)}″ {m.turn.toFixed(0)}°{m.changed ? '' : ' (within the tolerance)'}
                </label>
              </li>
            ))}
          </ul>
          {deploy && <DeploySteps plan={deploy} reading={reading} names={Object.fromEntries(state.setup.players.map((p) => [p.id, p.name]))} readOnly={readOnly} velocity={velocity} setVelocity={setVelocity} overruled={overruled} setOverruled={setOverruled} />}
          {reading.notFound.length > 0 && (
            <p data-testid="photo-not-found">Not in the photo (left where they are): {reading.notFound.map((t) => t.label).join(', ')}.</p>
          )}
          {reading.coarse.length > 0 && (
            <p className="gm-banner gm-error" role="alert" data-testid="photo-coarse">
              Too small in the photo to place (a marker under {MIN_MARKER_PX} px; left where they are): {reading.coarse.map((t) => t.label).join(', ')}. Add a
              closer photo of that part.
            </p>
          )}
          {reading.notes.length > 0 && (
            <ul data-testid="photo-notes">
              {reading.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          )}
          {photos.map((ph) => (
            <PhotoView key={ph.url} photo={ph} />
          ))}
          <div className="gm-row">
            <button type="button" className="gm-btn gm-primary" disabled={readOnly || busy || (toApply.length === 0 && deployEvents.length === 0)} onClick={() => void apply()}>
              {applyWords}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** What the Game screen's table draws for a reading (PhotoTableLayer). */
function photoOverlayOf(reading: Extract<PhotoReading, { ok: true }>, moves: Extract<PhotoReading, { ok: true }>['moves'], chosen: ReadonlySet<string>, deploy: PhotoDeployPlan | null, colours: Readonly<Record<string, string>>): PhotoOverlay {
  const key = (t: PlannedToken) => `${t.unit.kind}:${t.unit.id}`;
  const deploys: PhotoOverlay['deploys'][number][] = [];
  const add = (t: PlannedToken, state: 'ready' | 'refused' | 'waiting') => {
    const to = reading.undeployed.find((u) => u.token === t)?.to;
    if (to) deploys.push({ key: key(t), label: t.label, to, width: t.footprint.width, length: t.footprint.length, state, colour: colours[t.owner] ?? '#888' });
  };
  deploy?.steps.forEach((st, i) => st.tokens.forEach((t) => add(t, i < deploy.ready ? 'ready' : st.refusal && !st.overruled ? 'refused' : 'waiting')));
  deploy?.waiting.forEach((w) => add(w.token, 'waiting'));
  return { moves: moves.map((m) => ({ key: key(m.token), from: m.from, to: m.to, chosen: chosen.has(key(m.token)), colour: colours[m.token.owner] ?? '#888' })), deploys };
}

/** The app's table with an arrow from where the app has each token to where the photo has it. */
function TableArrows({ table, reading, colours, chosen, keyOf }: { table: { width: number; height: number }; reading: Extract<PhotoReading, { ok: true }>; colours: Readonly<Record<string, string>>; chosen: ReadonlySet<string>; keyOf(m: (Extract<PhotoReading, { ok: true }>)['moves'][number]): string }) {
  const places = tableMarkerPlaces(table);
  return (
    <svg className="ph-arrows" viewBox={`-1 -1 ${table.width + 2} ${table.height + 2}`} data-testid="photo-arrows" role="img" aria-label="The app's table with arrows to the photo's positions">
      <rect x={0} y={0} width={table.width} height={table.height} fill="var(--table)" stroke="var(--border)" strokeWidth={0.2} />
      {places.map((p) => (
        <rect key={p.id} x={p.corners[0].x} y={p.corners[0].y} width={p.corners[1].x - p.corners[0].x} height={p.corners[3].y - p.corners[0].y} fill="none" stroke={reading.tableMarkers.includes(p.name) ? 'var(--ok)' : 'var(--danger)'} strokeWidth={0.2} />
      ))}
      {reading.moves.map((m) => (
        <g key={keyOf(m)} data-arrow={m.changed ? 'moved' : 'same'}>
          <circle cx={m.from.x} cy={m.from.y} r={0.5} fill="none" stroke={colours[m.token.owner] ?? '#888'} strokeWidth={0.15} />
          <circle cx={m.to.x} cy={m.to.y} r={0.5} fill={colours[m.token.owner] ?? '#888'} />
          {m.distance > 0.05 && <line x1={m.from.x} y1={m.from.y} x2={m.to.x} y2={m.to.y} stroke={chosen.has(keyOf(m)) ? 'var(--accent)' : 'var(--muted)'} strokeWidth={0.2} />}
        </g>
      ))}
    </svg>
  );
}

/** The photo with an outline on every marker found. */
function PhotoView({ photo }: { photo: Photo }) {
  return (
    <figure className="ph-photo">
      <div className="ph-photo-box">
        <img src={photo.url} alt={`The photo read: ${photo.name}`} />
        <svg viewBox={`0 0 ${photo.width} ${photo.height}`} preserveAspectRatio="none" aria-hidden="true">
          {photo.found.map((m, i) => (
            <polygon key={i} points={m.corners.map((c) => `${c.x},${c.y}`).join(' ')} fill="none" stroke="#35e07a" strokeWidth={Math.max(3, photo.width / 400)} />
          ))}
        </svg>
      </div>
      <figcaption>
        {photo.name}: {photo.found.length} markers found.
      </figcaption>
    </figure>
  );
}
