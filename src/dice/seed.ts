/** A fresh 32-bit seed from the platform's cryptographic generator (recorded with every app roll). */
export function randomSeed(): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return buf[0] ?? 0;
}
