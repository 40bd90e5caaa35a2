import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Security headers with a CSP that fits a Vite React SPA served from this origin; HSTS on HTTPS. */
export const securityOptions = (hsts: boolean): Readonly<HelmetOptions> => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  // Only when the site is served over HTTPS (HSTS, or a https PUBLIC_URL): on plain http
  // on localhost it would make browsers refuse the site.
  strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  // The customer-service popup and game windows are opened with window.open and keep their
  // opener; any other window that opens the site gets no handle on it.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
});

/**
 * The powerful features no page of the site uses, switched off for it and every frame in it (a
 * vendor's game included). Full screen and autoplay keep their defaults, so the game frame can
 * still hand them to a vendor's game with its allow attribute.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * The headers helmet sets for these options, worked out once: none of them depends on the
 * request (no nonces, no per-request directives). @fastify/helmet built helmet's middleware
 * anew for every request, parsing the CSP each time, which cost more than a cached answer.
 */
export function securityHeadersOf(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    // Lower-case, as fastify keeps them: its reply.header() then needs no new string per
    // header and request (helmet names them in title case).
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/** The calls that answer JSON (the web app's, the lottery gateway's, the operator's). */
const JSON_PREFIXES = ['/wps/', '/lgw/', '/ops/'];

const answersJson = (url: string) => JSON_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * The headers of a JSON answer, after OWASP's REST Security Cheat Sheet. A page's policy (its
 * script, style and image sources, the legacy browsers' switches) governs documents and means
 * nothing to a fetch; what a JSON answer needs is never to be sniffed, framed, read from
 * another origin or run as a page if opened in a tab: stricter than the page's own, and four
 * headers fewer to build and to parse on every call.
 */
export function jsonHeadersOf(
  pageHeaders: Readonly<Record<string, string>>,
): Record<string, string> {
  const hsts = pageHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

export default fp(
  async (app: FastifyInstance, opts: { hsts: boolean }) => {
    const pageHeaders = securityHeadersOf(securityOptions(opts.hsts));
    const jsonHeaders = jsonHeadersOf(pageHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(answersJson(request.url) ? jsonHeaders : pageHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
