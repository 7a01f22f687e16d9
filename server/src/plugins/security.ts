import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const self = ["'self'"];

/**
 * What Razorpay's checkout.js loads, as Razorpay's own Magento plugin allowlists it
 * (razorpay-magento etc/csp_whitelist.xml): the script and its risk-detection bundle, the
 * checkout frame, its logging endpoints and images. The local sandbox checkout needs none.
 */
const razorpay = {
  script: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

export interface SecurityOptions {
  /** Razorpay keys are configured: the site opens Razorpay's checkout. */
  razorpayCheckout: boolean;
}

/**
 * Security headers on every response (API, shell files, releases). Everything loads from
 * this origin, remotes included (/releases/...). Styles allow 'unsafe-inline' because
 * react-toastify injects its stylesheet as a <style> element at run time.
 */
function securityHeaderOptions({ razorpayCheckout }: SecurityOptions): HelmetOptions {
  const extra = (sources: string[]) => (razorpayCheckout ? sources : []);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: self,
        scriptSrc: [...self, ...extra(razorpay.script)],
        styleSrc: [...self, "'unsafe-inline'"],
        // blob: previews a photo the person has chosen (URL.createObjectURL) before it is sent.
        imgSrc: [...self, 'data:', 'blob:', ...extra(razorpay.img)],
        fontSrc: [...self, 'data:'],
        connectSrc: [...self, ...extra(razorpay.connect)],
        // Without frame-src the browser falls back to default-src 'self'.
        frameSrc: [...self, ...extra(razorpay.frame)],
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
  };
}

/** Writes the security headers on a raw response. */
export type SecurityHeaderWriter = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * helmet's middleware, built once. @fastify/helmet built it again for every request, parsing
 * the CSP directives each time: 3.5 % of the server's CPU profile samples on a near-me list.
 * The headers depend only on the options, so one middleware serves every request.
 */
export function securityHeaderWriter(options: SecurityOptions): SecurityHeaderWriter {
  const middleware = helmet(securityHeaderOptions(options));
  // helmet 8 throws a bad option when the middleware is built, never through next.
  return (request, response) => middleware(request, response, () => undefined);
}

/** The headers on every response (API, shell files, releases), from the first hook on. */
export function registerSecurityHeaders(app: FastifyInstance, writeHeaders: SecurityHeaderWriter): void {
  app.addHook('onRequest', (request, reply, done) => {
    writeHeaders(request.raw, reply.raw);
    done();
  });
}
