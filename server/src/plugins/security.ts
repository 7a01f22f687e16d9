import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmetHeaders from 'helmet';

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
function securityHeaderOptions({ razorpayCheckout }: SecurityOptions): FastifyHelmetOptions {
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

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  // Registered on the root instance (helmet is not encapsulated) so every route gets them.
  app.register(helmet, securityHeaderOptions(options));
}

/** The same headers for the answers Fastify gives before any hook runs (a URL it cannot decode). */
export function writeSecurityHeaders(request: IncomingMessage, response: ServerResponse, options: SecurityOptions): void {
  // @fastify/helmet's options are helmet's own; its type declarations are a separate copy.
  helmetHeaders(securityHeaderOptions(options) as Parameters<typeof helmetHeaders>[0])(request, response, () => undefined);
}
