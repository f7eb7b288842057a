/**
 * Does a sync endpoint answer? One WebSocket opened to it and closed at once: the page's own /sync, or the build's sync
 * server once a player chose it (the CSP allows nothing else). A static host answers the upgrade with a page or an
 * error, a stopped laptop refuses the connection, a certificate the tablet does not trust fails the handshake: all
 * are "does not answer". Runs only once a player turns sharing on.
 */
export function probeSync(url: string, ms = 5000): Promise<boolean> {
  return new Promise((done) => {
    let ws: WebSocket;
    try {
      ws = new WebSocket(url);
    } catch {
      done(false);
      return;
    }
    const end = (v: boolean) => {
      clearTimeout(timer);
      ws.onopen = ws.onerror = ws.onclose = null;
      try {
        ws.close();
      } catch {
        // already closed
      }
      done(v);
    };
    const timer = setTimeout(() => end(false), ms);
    ws.onopen = () => end(true);
    ws.onerror = () => end(false);
    ws.onclose = () => end(false);
  });
}
