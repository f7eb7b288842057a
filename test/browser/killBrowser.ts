// Killing a browser the way a crash or a power cut does: every process of its profile at once, with no chance to
// finish a write; then its profile folder removed.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

/** SIGKILL every process of the browser using profile folder `dir`. */
export function killBrowser(dir: string): void {
  const pids = execFileSync('pgrep', ['-f', '--', `user-data-dir=${dir}`]).toString().trim().split('\n').map(Number);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone with its parent */
    }
  }
}

/** Remove a killed browser's profile folder (a crash reporter may still be writing there: then the system's temp cleaning takes it). */
export function removeProfile(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  } catch {
    /* a crash reporter may still be writing there; the system's temp cleaning takes it */
  }
}
