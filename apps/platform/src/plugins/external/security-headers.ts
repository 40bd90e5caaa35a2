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
  // The customer-service popup and game windows are opened with window.open.
  crossOriginOpenerPolicy: false,
});

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
  return headers;
}

export default fp(
  async (app: FastifyInstance, opts: { hsts: boolean }) => {
    const headers = securityHeadersOf(securityOptions(opts.hsts));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
