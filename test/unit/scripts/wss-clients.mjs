// Two Automerge Repo clients over wss:// in a process of their own (test/unit/scripts/syncServerTls.test.ts starts it
// with NODE_EXTRA_CA_CERTS naming the test's certificate: the clients trust it the way a tablet trusts an installed
// one, with no option to skip the check). A creates a document once connected, B finds it, each adds an item, and
// both must end with both items. Prints one JSON line: { a, b } (the items each holds), or { error }.
import { Repo } from '@automerge/automerge-repo';
import { WebSocketClientAdapter } from '@automerge/automerge-repo-network-websocket';

const url = process.argv[2];

/** A client Repo, resolved once it is connected to the server (documents created before that never reach it). */
function client() {
  const repo = new Repo({ network: [new WebSocketClientAdapter(url, 50)] });
  return new Promise((done) => repo.networkSubsystem.once('peer', () => done(repo)));
}

/** Resolves when the document holds `n` items (checked now and on every change). */
function until(h, n) {
  return new Promise((done) => {
    const check = () => {
      if ((h.doc()?.items.length ?? 0) >= n) {
        h.off('change', check);
        done([...h.doc().items]);
      }
    };
    h.on('change', check);
    check();
  });
}

try {
  const [a, b] = await Promise.all([client(), client()]);
  const ha = a.create({ items: ['from A'] });
  const hb = await b.find(ha.url);
  await until(hb, 1);
  hb.change((d) => void d.items.push('from B'));
  const [ia, ib] = await Promise.all([until(ha, 2), until(hb, 2)]);
  console.info(JSON.stringify({ a: ia, b: ib }));
  await a.shutdown();
  await b.shutdown();
  process.exit(0);
} catch (err) {
  console.info(JSON.stringify({ error: err instanceof Error ? err.message : String(err) }));
  process.exit(1);
}
