/**
 * The live camera in the photo reader (issue 25: "the tablet's camera (file input with capture, or the camera
 * stream)"): the rear camera's stream in the panel and a "Take photo" button. The photo taken goes to the same reader
 * as a chosen file (`onPhoto`): read on this device in the worker, never sent anywhere, not kept.
 *
 * The photo is the camera's own still (`ImageCapture.takePhoto`: the sensor's full size where the browser has it, as
 * Chromium on Android does), else the stream's current frame (Safari on an iPad has no ImageCapture). The stream is
 * asked at up to 4096 × 3072: the fighters' markers need 40 px per inch (README).
 *
 * The camera stops when the player stops it, when the reader closes, and when the app is hidden (another app, the
 * tablet locked): it starts again only when the player asks. A refusal or a missing camera is said in words, with
 * the file button as the way on.
 */
import { useEffect, useRef, useState } from 'react';

/** What the reader asks of the camera: the rear one, as large as it gives. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 4096 }, height: { ideal: 3072 } },
  audio: false,
};

type CameraState = { kind: 'starting' } | { kind: 'live'; width: number; height: number } | { kind: 'stopped'; why: string } | { kind: 'failed'; message: string };

/** Why the camera did not start, in words a player can act on. */
export function cameraErrorWords(err: unknown): string {
  const name = err instanceof Error || (typeof err === 'object' && err !== null && 'name' in err) ? String((err as { name: unknown }).name) : '';
  const again = 'tap “Try the camera again”, or take or choose a photo with the button above. Nothing was changed.';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return `The camera was not allowed for this app. To use it, allow the camera for this site in the browser's settings, then ${again}`;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'No camera was found on this device. Take or choose a photo file with the button above instead. Nothing was changed.';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return `The camera could not be started: another app may be using it. Close that app, then ${again}`;
    default:
      return `The camera could not be started${name ? ` (${name})` : ''}. Take or choose a photo with the button above instead. Nothing was changed.`;
  }
}

const stop = (s: MediaStream | null) => s?.getTracks().forEach((t) => t.stop());

/** The stream's current frame as a JPEG (the fallback when the browser has no ImageCapture). */
function frameOf(video: HTMLVideoElement): Promise<Blob> {
  const c = document.createElement('canvas');
  c.width = video.videoWidth;
  c.height = video.videoHeight;
  const ctx = c.getContext('2d');
  if (!ctx || c.width === 0 || c.height === 0) return Promise.reject(new Error('the camera gave no picture yet'));
  ctx.drawImage(video, 0, 0);
  return new Promise((ok, fail) => c.toBlob((b) => (b ? ok(b) : fail(new Error('the picture could not be made'))), 'image/jpeg', 0.92));
}

/** The camera's own still where the browser has ImageCapture, else the stream's frame. */
async function takePhoto(stream: MediaStream, video: HTMLVideoElement): Promise<Blob> {
  const track = stream.getVideoTracks()[0];
  const IC = (globalThis as { ImageCapture?: new (t: MediaStreamTrack) => { takePhoto(): Promise<Blob> } }).ImageCapture;
  if (track && IC) {
    try {
      return await new IC(track).takePhoto();
    } catch {
      // Some cameras refuse a still while streaming: the frame is taken instead.
    }
  }
  return frameOf(video);
}

export function LiveCamera({ onPhoto, busy, onClose }: { onPhoto(file: File): void; busy: boolean; onClose(): void }) {
  const video = useRef<HTMLVideoElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>({ kind: 'starting' });
  const [taking, setTaking] = useState(false);
  const [takeError, setTakeError] = useState<string | null>(null);
  const count = useRef(0);
  /** Each start is numbered: a stream that arrives after a stop (or a later start) is stopped at once. */
  const run = useRef(0);

  const halt = (why: string | null) => {
    run.current += 1;
    stop(stream.current);
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    if (why !== null) setState({ kind: 'stopped', why });
  };

  const start = () => {
    const mine = ++run.current;
    setTakeError(null);
    setState({ kind: 'starting' });
    const md = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!md?.getUserMedia) {
      setState({ kind: 'failed', message: 'This browser gives the app no camera stream here (the live camera needs the app served over HTTPS or from this device). Take or choose a photo with the button above instead.' });
      return;
    }
    md.getUserMedia(CAMERA_CONSTRAINTS).then(
      (s) => {
        if (mine !== run.current) {
          stop(s);
          return;
        }
        stream.current = s;
        const v = video.current;
        if (!v) return;
        v.srcObject = s;
        const shown = () => {
          if (mine === run.current) setState({ kind: 'live', width: v.videoWidth, height: v.videoHeight });
        };
        if (v.readyState >= 1) shown();
        else v.addEventListener('loadedmetadata', shown, { once: true });
        void v.play().catch(() => {});
      },
      (err: unknown) => {
        if (mine === run.current) setState({ kind: 'failed', message: cameraErrorWords(err) });
      },
    );
  };

  useEffect(() => {
    start();
    // The app hidden (another app, the tablet locked, the page left): the camera stops, and starts again only when asked.
    const hidden = () => {
      if (document.visibilityState === 'hidden' && stream.current) halt('The camera was stopped while the app was hidden.');
    };
    const left = () => halt(null);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', left);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', left);
      // The reader closes or the camera is put away: the stream stops.
      halt(null);
    };
    // Started once per mount; `start` and `halt` only touch refs and state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const take = async () => {
    const s = stream.current;
    const v = video.current;
    if (!s || !v) return;
    setTaking(true);
    setTakeError(null);
    try {
      const blob = await takePhoto(s, v);
      count.current += 1;
      const ext = blob.type === 'image/png' ? 'png' : 'jpg';
      onPhoto(new File([blob], `camera photo ${count.current}.${ext}`, { type: blob.type || 'image/jpeg' }));
    } catch (err) {
      setTakeError(`The photo could not be taken (${err instanceof Error ? err.message : String(err)}). Try again. Nothing was changed.`);
    } finally {
      setTaking(false);
    }
  };

  return (
    <section className="ph-camera" aria-label="Live camera" data-testid="photo-camera" data-camera={state.kind}>
      {state.kind === 'starting' && <p role="status">Starting the camera…</p>}
      {state.kind === 'live' && (
        <p className="gm-muted" role="status">
          {taking ? 'Taking the photo…' : `Camera: ${state.width} × ${state.height}. Hold the tablet over the table with the table cards in view.`}
        </p>
      )}
      {state.kind === 'stopped' && <p role="status">{state.why}</p>}
      {state.kind === 'failed' && (
        <p className="gm-banner gm-error" role="alert" data-testid="photo-camera-error">
          {state.message}
        </p>
      )}
      {takeError && (
        <p className="gm-banner gm-error" role="alert">
          {takeError}
        </p>
      )}
      <div className="gm-row">
        {state.kind === 'live' && (
          <button type="button" className="gm-btn gm-primary ph-take" disabled={busy || taking} onClick={() => void take()}>
            Take photo
          </button>
        )}
        {(state.kind === 'stopped' || state.kind === 'failed') && (
          <button type="button" className="gm-btn" onClick={start}>
            {state.kind === 'stopped' ? 'Start the camera again' : 'Try the camera again'}
          </button>
        )}
        <button type="button" className="gm-btn" onClick={onClose}>
          Stop the camera
        </button>
      </div>
      <video ref={video} className="ph-camera-video" playsInline muted autoPlay aria-label="What the camera sees" hidden={state.kind !== 'live' && state.kind !== 'starting'} />
    </section>
  );
}
