// Killing a browser the way a crash or a power cut does: every process of its profile at once, with no chance to
// finish a write.
import { execFileSync } from 'node:child_process';

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
