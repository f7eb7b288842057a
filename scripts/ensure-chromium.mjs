// Makes sure Debian's Chromium is installed for the real-browser tests.
// Never downloads a browser build of its own: it installs the distribution package.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const BIN = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(BIN)) {
  console.info(`browser tests: using ${BIN}`);
} else {
  console.info(`browser tests: ${BIN} not found; installing Debian's chromium package (apt-get)…`);
  const sudo = typeof process.getuid === 'function' && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
  if (!existsSync(BIN)) {
    console.error(`browser tests: chromium is still missing at ${BIN}`);
    process.exit(1);
  }
}
