// Response headers every page of Tableside is served with (npm start, the browser tests).
// `frame-ancestors` only works as a header (browsers ignore it in a <meta> CSP): with it and
// X-Frame-Options no other site can frame the app and drive it. Static hosting: see README "Hosting".
export const SECURITY_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};
