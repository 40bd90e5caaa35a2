import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers with a CSP that fits a Vite React SPA served from this origin; HSTS on HTTPS. */
export default fp(
  async (app: FastifyInstance, opts: { hsts: boolean }) => {
    await app.register(helmet, {
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
      strictTransportSecurity: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // The customer-service popup and game windows are opened with window.open.
      crossOriginOpenerPolicy: false,
    });
  },
  { name: 'security-headers' },
);
