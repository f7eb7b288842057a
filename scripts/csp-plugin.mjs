// The build's Content-Security-Policy (issue 26, mode b): `SYNC_ORIGIN=wss://host:port vite build` (or `npm start`)
// lets the built app reach that one sync server besides its own origin. This plugin writes the policy of
// scripts/headers.mjs into the built page's <meta> (index.html as written holds the policy without a sync origin),
// gives the app the origin as `__SYNC_ORIGIN__` ('' when unset), and sends the same header from `vite preview`.
// A SYNC_ORIGIN that is not a ws:/wss: origin with a host fails the build with the reason.
import { CSP_META, cspHeader, cspMeta, syncOriginFrom } from './headers.mjs';

const META = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(" \/>)/;

/** index.html with its CSP <meta> set to the policy for `origin` (throws when the page's policy is not the expected one). */
export function withCsp(html, origin) {
  const m = META.exec(html);
  if (!m) throw new Error('index.html has no <meta http-equiv="Content-Security-Policy" content="…" /> to write the policy into.');
  if (m[2] !== CSP_META) throw new Error('index.html\'s CSP <meta> differs from scripts/headers.mjs (CSP_META): change both together.');
  return html.replace(META, `$1${cspMeta(origin)}$3`);
}

/** The plugin; `env` is read once, when Vite resolves its config. */
export function cspPlugin(env = process.env) {
  let origin = null;
  return {
    name: 'tableside:csp',
    config() {
      try {
        origin = syncOriginFrom(env.SYNC_ORIGIN);
      } catch (err) {
        throw new Error(`The build stops: ${err instanceof Error ? err.message : String(err)} Unset SYNC_ORIGIN for a build that syncs only with its own origin.`, { cause: err });
      }
      return {
        define: { __SYNC_ORIGIN__: JSON.stringify(origin ?? '') },
        preview: { headers: { 'Content-Security-Policy': cspHeader(origin) } },
      };
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => withCsp(html, origin),
    },
  };
}
