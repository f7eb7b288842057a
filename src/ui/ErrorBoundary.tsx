/**
 * A screen that fails to render shows what failed, a way home and "Download a backup", never a blank page.
 * A chunk that cannot load (the app was updated in another tab and the old files are gone) offers a reload.
 */
import { Component, useState, type ReactNode } from 'react';
import { Link } from './Link';
import { downloadBackup } from './downloadBackup';

/** Whether an error is a lazily loaded chunk that could not be fetched (typically after an update). */
export function isChunkLoadError(err: unknown): boolean {
  const e = err as { name?: unknown; message?: unknown } | null;
  const text = `${String(e?.name ?? '')} ${String(e?.message ?? err)}`;
  return /ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(text);
}

function describe(err: unknown): string {
  if (err instanceof Error) return err.message || err.name;
  try {
    return String(err);
  } catch {
    return 'an unknown error';
  }
}

function BackupButton() {
  const [state, setState] = useState<'idle' | 'done' | string>('idle');
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() =>
          void downloadBackup().then(
            () => setState('done'),
            (err: unknown) => setState(`The backup could not be made: ${describe(err)}`),
          )
        }
      >
        Download a backup
      </button>
      {state === 'done' ? (
        <span role="status">Backup downloaded.</span>
      ) : state !== 'idle' ? (
        <span role="alert" className="message error">
          {state}
        </span>
      ) : null}
    </>
  );
}

export function ScreenFailure({ what, error, onRetry }: { what: string; error: unknown; onRetry?: () => void }) {
  if (isChunkLoadError(error)) {
    return (
      <main className="panel-page">
        <section className="panel" role="alert" data-testid="chunk-error">
          <h2>Tableside was updated</h2>
          <p>
            {what} could not be loaded: this tab still runs the earlier version and its files were replaced by the update (perhaps in another tab).
            Reload to use the new version; everything stored is kept.
          </p>
          <div className="row">
            <button type="button" className="button" onClick={() => location.reload()}>
              Reload
            </button>
            <Link to="/" className="button">
              Home
            </Link>
          </div>
        </section>
      </main>
    );
  }
  return (
    <main className="panel-page">
      <section className="panel" role="alert" data-testid="screen-error">
        <h2>{what} could not be shown</h2>
        <p>
          Something in it could not be displayed: <span data-testid="screen-error-detail">{describe(error)}</span>. Your other screens and stored data are not
          affected; nothing was changed.
        </p>
        <div className="row">
          <Link to="/" className="button">
            Home
          </Link>
          {onRetry && (
            <button type="button" className="button" onClick={onRetry}>
              Try again
            </button>
          )}
          <BackupButton />
        </div>
      </section>
    </main>
  );
}

interface Props {
  /** What the screen is, in words: "The Squadrons screen". */
  what: string;
  /**
   * A new value (the path) clears a failure: leaving the screen leaves its error behind. Not a React key: a
   * key would remount the screen below on every navigation and show the loading placeholder each time.
   */
  resetKey?: string;
  children: ReactNode;
}

/** Catches a render error in one screen. */
export class ErrorBoundary extends Component<Props, { error: unknown; failed: boolean; at: string | undefined }> {
  override state = { error: null as unknown, failed: false, at: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; at: string | undefined }) {
    if (props.resetKey !== state.at) return { at: props.resetKey, failed: false, error: null };
    return null;
  }

  override componentDidCatch(error: unknown): void {
    // Kept visible for whoever reads the console; the screen says it in words.
    console.warn(`${this.props.what} failed to render:`, error);
  }

  override render() {
    if (this.state.failed) return <ScreenFailure what={this.props.what} error={this.state.error} onRetry={() => this.setState({ error: null, failed: false })} />;
    return this.props.children;
  }
}
