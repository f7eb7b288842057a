// Makes sure the tools the tests need from Debian are installed: Chromium for the real-browser tests, and the
// openssl command the TLS sync-server tests use to make a throw-away certificate.
// Never downloads a browser build of its own: it installs the distribution packages.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const BIN = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasCommand = (cmd) => {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};
const missing = [];
if (existsSync(BIN)) console.info(`tests: using ${BIN}`);
else missing.push('chromium');
if (!hasCommand('openssl')) missing.push('openssl');
if (missing.length > 0) {
  console.info(`tests: installing Debian's ${missing.join(' and ')} (apt-get)…`);
  const sudo = typeof process.getuid === 'function' && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
  if (!existsSync(BIN)) {
    console.error(`tests: chromium is still missing at ${BIN}`);
    process.exit(1);
  }
  if (!hasCommand('openssl')) {
    console.error('tests: openssl is still missing');
    process.exit(1);
  }
}
