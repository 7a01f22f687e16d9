// Upload fixtures the benches send: photos and videos of a realistic size, made on the spot.
import sharp from 'sharp';

/** A JPEG of about `bytes` bytes: camera-like noise, so the encoder cannot shrink it to nothing. */
export async function photoOfAbout(bytes: number, seed: number): Promise<Buffer> {
  let side = 1600;
  for (;;) {
    const photo = await sharp({ create: { width: side, height: Math.round(side * 0.75), channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120 + seed, sigma: 40 } } })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (photo.length >= bytes * 0.95) return photo;
    side = Math.round(side * Math.sqrt(bytes / photo.length) * 1.02);
  }
}

/**
 * An MP4 of exactly `bytes` bytes as the server judges one: it reads a video's type from its
 * first box ('ftyp' at bytes 4..8, server/src/modules/media/videoType.ts) and its size, never
 * decodes it, so a real ftyp box followed by padding costs it what a phone's clip would.
 */
export function mp4OfSize(bytes: number): Buffer {
  const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2mp41')]);
  return Buffer.concat([ftyp, Buffer.alloc(bytes - ftyp.length, 7)]);
}

/** Nearest-rank percentile of an ascending list. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The seeded demo customer (SEED_DEMO_ACCOUNTS=true), who sends the benches' moves. */
export const DEMO_CUSTOMER = { mobile: '9876500001', password: 'demo1234' };

/** The demo customer's bearer token on an app made by createTestApp. */
export async function demoCustomerToken(app: { inject(options: object): Promise<{ statusCode: number; body: string; json(): unknown }> }): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: DEMO_CUSTOMER });
  if (login.statusCode !== 200) throw new Error(`user/login answered ${login.statusCode}: ${login.body}`);
  return (login.json() as { success: { token: string } }).success.token;
}

/** YYYY-MM-DD in India, `days` from today: the move's day must not be in the past. */
export function dayInIndia(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
