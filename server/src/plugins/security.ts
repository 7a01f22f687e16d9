import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const self = ["'self'"];

/**
 * Security headers on every response (API, shell files, releases). Everything loads from
 * this origin, remotes included (/releases/...). Styles allow 'unsafe-inline' because
 * react-toastify injects its stylesheet as a <style> element at run time.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // Registered on the root instance (helmet is not encapsulated) so every route gets them.
  app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: self,
        scriptSrc: self,
        styleSrc: [...self, "'unsafe-inline'"],
        imgSrc: [...self, 'data:'],
        fontSrc: [...self, 'data:'],
        connectSrc: self,
        manifestSrc: self,
        objectSrc: ["'none'"],
        baseUri: self,
        formAction: self,
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    frameguard: { action: 'deny' },
  });
}
