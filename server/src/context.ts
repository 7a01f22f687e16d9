import type { Redis } from 'ioredis';
import type { Metrics } from './plugins/metrics';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { ListCache } from './modules/catalog/listCache';
import type { GeocodingProvider } from './modules/geo/provider';
import type { MediaLinks } from './modules/media/links';
import type { MediaStore } from './modules/media/store';
import type { UploadStore } from './modules/media/uploadStore';
import type { SmsProvider } from './providers/sms';
import type { PaymentProvider } from './modules/payments/provider';
import type { PayoutProvider } from './modules/payouts/provider';

/** What the account modules depend on; built once in app.ts, replaced piecewise in tests. */
export interface AppContext {
  config: Config;
  db: Database;
  clock: Clock;
  sms: SmsProvider;
  uploads: UploadStore;
  /** Partners' service photos and videos, under the same uploads folder. */
  media: MediaStore;
  /** Customers' Pass Fast Express photos and videos, in folders of their own (served privately). */
  pdMedia: MediaStore;
  /** HMAC key for OTP hashes. */
  otpKey: Buffer;
  /** Signed links to private files (profile photos, Pass Fast Express media). */
  mediaLinks: MediaLinks;
  /** Near-me lists and searches reused for a short while; cleared when a listing changes. */
  listCache: ListCache;
  /** Where typed addresses are: the offline directory, or a maps API by configuration. */
  geocoder: GeocodingProvider;
  /** REDIS_URL's connection (rate limits, list cache clears, readiness); none without it. */
  redis: Redis | undefined;
  /** Counters for Prometheus (served on /metrics when METRICS_TOKEN is set). */
  metrics: Metrics;
  /** Razorpay when configured, else the local sandbox: the checkout's, and the refund jobs' (issue 38). */
  payments: PaymentProvider;
  /** RazorpayX when configured, else the local sandbox: partners' payouts (issue 38). */
  payouts: PayoutProvider;
}
