import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});

    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.releasesDir).toMatch(/releases$/);
    expect(config.shellDir).toMatch(/shell[/\\]dist$/);
    expect(config.logLevel).toBe('info');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/servenear',
      DATA_DIR: '/tmp/sn',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    });

    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgresql://postgres@127.0.0.1:5432/servenear',
      dataDir: '/tmp/sn',
      logLevel: 'warn',
      nodeEnv: 'production',
    });
  });

  it('reads the near-me radius and the geocoding provider', () => {
    expect(loadConfig({})).toMatchObject({ nearRadiusKm: 25, geocoding: { provider: 'gazetteer' } });
    expect(loadConfig({ NEAR_RADIUS_KM: '10', GEOCODING_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: 'key' })).toMatchObject({
      nearRadiusKm: 10,
      geocoding: { provider: 'google', apiKey: 'key' },
    });
    expect(() => loadConfig({ GEOCODING_PROVIDER: 'google' })).toThrow(/GOOGLE_MAPS_API_KEY/);
    expect(() => loadConfig({ NEAR_RADIUS_KM: '-5' })).toThrow(/NEAR_RADIUS_KM/);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('reads REDIS_URL and the key prefix, counting in the database without them', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisKeyPrefix: 'servenear:rate-limit:' });
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.in:6380/2', REDIS_KEY_PREFIX: 'staging:' })).toMatchObject({
      redisUrl: 'rediss://cache.example.in:6380/2',
      redisKeyPrefix: 'staging:',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must start with redis:\/\/ or rediss:\/\//);
  });

  it('trusts no proxy unless TRUST_PROXY names one', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8 ,fd00::/8,192.168.1.7' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '192.168.1.7',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'balancer.internal' })).toThrow(/TRUST_PROXY: "balancer.internal" is not an address/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('reads PUBLIC_ORIGIN as an origin: scheme, host and port, no path', () => {
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://servenear.example/' }).publicOrigin).toBe('https://servenear.example');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://servenear.example:443' }).publicOrigin).toBe('https://servenear.example');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:8080' }).publicOrigin).toBe('http://127.0.0.1:8080');
    for (const wrong of ['servenear.example', 'ftp://servenear.example', 'https://servenear.example/app']) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: wrong })).toThrow(/PUBLIC_ORIGIN: must be an origin/);
    }
  });

  it('links texts to PUBLIC_ORIGIN, or to localhost on PORT without it', () => {
    expect(loadConfig({}).linkOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '9000' }).linkOrigin).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://servenear.example/', PORT: '9000' }).linkOrigin).toBe('https://servenear.example');
  });

  it('refuses Twilio in production without PUBLIC_ORIGIN: a real phone would get a localhost link', () => {
    const twilio = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+14155550100', NODE_ENV: 'production' };
    expect(() => loadConfig(twilio)).toThrow(/PUBLIC_ORIGIN: is required when SMS_PROVIDER=twilio and NODE_ENV=production/);
    expect(loadConfig({ ...twilio, PUBLIC_ORIGIN: 'https://servenear.example' }).linkOrigin).toBe('https://servenear.example');
    // The log provider texts nobody: production may leave it unset (the benches and cluster runs do).
    expect(loadConfig({ NODE_ENV: 'production' }).linkOrigin).toBe('http://localhost:8080');
  });

  it('drains for SHUTDOWN_DRAIN_SECONDS on a stop, not at all by default', () => {
    expect(loadConfig({}).shutdownDrainSeconds).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '3' }).shutdownDrainSeconds).toBe(3);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('has the account rate limits with their defaults, each configurable', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      loginsPer15Min: 10,
      loginsPerIpPer15Min: 100,
      registrationsPerHour: 10,
      forgotPasswordPerHour: 5,
      partnerRegistrationsPerHour: 10,
      otpSendsPerNumberPerHour: 5,
      otpSendsPerIpPerHour: 20,
      uploadsPerHour: 30,
      uploadsPerIpPerHour: 200,
    });
    expect(loadConfig({ LOGINS_PER_15_MIN: '3' }).rateLimits.loginsPer15Min).toBe(3);
    expect(loadConfig({ UPLOADS_PER_HOUR: '3', UPLOADS_PER_IP_PER_HOUR: '9' }).rateLimits).toMatchObject({ uploadsPerHour: 3, uploadsPerIpPerHour: 9 });
    expect(loadConfig({ LOGINS_PER_IP_PER_15_MIN: '30' }).rateLimits.loginsPerIpPer15Min).toBe(30);
    expect(loadConfig({ PARTNER_REGISTRATIONS_PER_HOUR: '4' }).rateLimits.partnerRegistrationsPerHour).toBe(4);
    // The partner limit's earlier name still works, and the new name wins when both are set.
    expect(loadConfig({ EMPLOYEE_REGISTRATIONS_PER_HOUR: '6' }).rateLimits.partnerRegistrationsPerHour).toBe(6);
    expect(
      loadConfig({ EMPLOYEE_REGISTRATIONS_PER_HOUR: '6', PARTNER_REGISTRATIONS_PER_HOUR: '4' }).rateLimits.partnerRegistrationsPerHour,
    ).toBe(4);
    expect(() => loadConfig({ PARTNER_REGISTRATIONS_PER_HOUR: '0' })).toThrow(/PARTNER_REGISTRATIONS_PER_HOUR/);
  });

  it('has the request timeouts with their defaults, in milliseconds, each configurable', () => {
    expect(loadConfig({}).timeouts).toEqual({
      bodyMs: 30_000,
      bodyMinBytesPerSecond: 2048,
      requestMs: 600_000,
      headersMs: 20_000,
      keepAliveMs: 72_000,
      idleMs: 120_000,
    });
    expect(loadConfig({ BODY_TIMEOUT_SECONDS: '0.5', BODY_MIN_BYTES_PER_SECOND: '100' }).timeouts).toMatchObject({ bodyMs: 500, bodyMinBytesPerSecond: 100 });
    // Node refuses a headers timeout above the request timeout.
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '10' }).timeouts.headersMs).toBe(10_000);
    expect(() => loadConfig({ BODY_TIMEOUT_SECONDS: '0' })).toThrow(/BODY_TIMEOUT_SECONDS/);
  });

  it('seeds demo accounts except in production, unless told', () => {
    expect(loadConfig({}).seedDemoAccounts).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoAccounts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: 'true' }).seedDemoAccounts).toBe(true);
  });

  it('keeps the development SMS outbox off unless DEV_OUTBOX=true', () => {
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
    expect(() => loadConfig({ DEV_OUTBOX: 'yes' })).toThrow(/DEV_OUTBOX/);
  });

  it('reads the password-hashing cost: a power of two, never below the default in production', () => {
    expect(loadConfig({}).passwordHashCost).toBe(2 ** 15);
    expect(loadConfig({ PASSWORD_HASH_COST: '1024' }).passwordHashCost).toBe(1024);
    expect(loadConfig({ PASSWORD_HASH_COST: '65536', NODE_ENV: 'production' }).passwordHashCost).toBe(65536);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '1000' })).toThrow(/PASSWORD_HASH_COST: must be a power of two/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '512' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '1024', NODE_ENV: 'production' })).toThrow(/PASSWORD_HASH_COST: must be at least 32768 when NODE_ENV=production/);
  });

  it('refuses to start with DEV_OUTBOX=true in production: the outbox hands out sign-in codes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(/DEV_OUTBOX: must not be true when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
  });

  it('needs the Twilio settings when SMS_PROVIDER=twilio', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'log' });
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/TWILIO_AUTH_TOKEN[\s\S]*TWILIO_FROM/);
    expect(
      loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+14155550100' }).sms,
    ).toEqual({ provider: 'twilio', accountSid: 'AC1', authToken: 'token', from: '+14155550100' });
  });

  it('uses the local sandbox checkout without Razorpay keys, in the brand colours', () => {
    expect(loadConfig({}).payments).toEqual({ razorpay: null, displayName: 'ServeNear', themeColor: '#0f6e78', sandboxRefunds: { outcome: 'processed', delaySeconds: 5 }, payouts: { sandbox: { outcome: 'processed', delaySeconds: 5 } } });
    expect(loadConfig({ RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '' }).payments.razorpay).toBeNull();
  });

  it('reads the Razorpay keys, the webhook secret and the checkout look', () => {
    const config = loadConfig({
      RAZORPAY_KEY_ID: 'rzp_test_abc',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
      PAYMENT_DISPLAY_NAME: 'ServeNear Chennai',
      PAYMENT_THEME_COLOR: '#123ABC',
    });

    expect(config.payments).toEqual({
      razorpay: { keyId: 'rzp_test_abc', keySecret: 'secret', webhookSecret: 'hook' },
      displayName: 'ServeNear Chennai',
      themeColor: '#123ABC',
      sandboxRefunds: { outcome: 'processed', delaySeconds: 5 },
      payouts: { sandbox: { outcome: 'processed', delaySeconds: 5 } },
    });
    expect(loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'secret', RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316' }).payments.payouts).toEqual({ razorpayxAccountNumber: '7878780080316316' });
    expect(() => loadConfig({ RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316' })).toThrow(/RAZORPAYX_ACCOUNT_NUMBER: needs RAZORPAY_KEY_ID/);
  });

  it('reads the commission, per category too, the tax rates and the payable hold in basis points and days (issue 38)', () => {
    expect(loadConfig({}).money).toEqual({
      commissionBasisPoints: 1500,
      commissionBasisPointsByCategory: new Map(),
      gstBasisPoints: 1800,
      tdsBasisPoints: 10,
      payableHoldDays: 7,
      invoicing: { gstin: '33AAAAA0000A1Z5', legalName: 'ServeNear Technologies Private Limited', address: '12 Anna Salai, Chennai, Tamil Nadu 600002' },
    });
    const money = loadConfig({ COMMISSION_PERCENT: '12.5', COMMISSION_BY_CATEGORY: 'Home & Personal=10,Industry & Factory=8.25', TDS_PERCENT: '1', PAYABLE_HOLD_DAYS: '3' }).money;
    expect(money).toMatchObject({ commissionBasisPoints: 1250, tdsBasisPoints: 100, payableHoldDays: 3 });
    expect([...money.commissionBasisPointsByCategory]).toEqual([
      ['Home & Personal', 1000],
      ['Industry & Factory', 825],
    ]);
    expect(() => loadConfig({ COMMISSION_PERCENT: '60' })).toThrow(/COMMISSION_PERCENT: must be at most 50/);
    expect(() => loadConfig({ COMMISSION_PERCENT: '12.345' })).toThrow(/COMMISSION_PERCENT/);
    expect(() => loadConfig({ COMMISSION_BY_CATEGORY: 'Home & Personal' })).toThrow(/COMMISSION_BY_CATEGORY: must look like/);
    expect(() => loadConfig({ SANDBOX_REFUND_OUTCOME: 'lost' })).toThrow(/SANDBOX_REFUND_OUTCOME/);
  });

  it('reads who issues the tax invoices, refusing a GSTIN of the wrong shape (issue 38)', () => {
    expect(loadConfig({ PLATFORM_GSTIN: '29ABCDE1234F1Z5', PLATFORM_LEGAL_NAME: 'Near Services Pvt Ltd' }).money.invoicing).toMatchObject({ gstin: '29ABCDE1234F1Z5', legalName: 'Near Services Pvt Ltd' });
    expect(() => loadConfig({ PLATFORM_GSTIN: '29ABCDE1234F1Z' })).toThrow(/PLATFORM_GSTIN: must be a GSTIN like 33AAAAA0000A1Z5/);
  });

  it('reads the weekly payout batch: Monday 10:00 India time by default, another day and hour, or off (issue 38)', () => {
    expect(loadConfig({}).payoutBatchSchedule).toEqual({ weekday: 1, hour: 10 });
    expect(loadConfig({ PAYOUT_BATCH_WEEKDAY: 'Friday', PAYOUT_BATCH_HOUR: '17' }).payoutBatchSchedule).toEqual({ weekday: 5, hour: 17 });
    expect(loadConfig({ PAYOUT_BATCH_WEEKDAY: 'sunday', PAYOUT_BATCH_HOUR: '0' }).payoutBatchSchedule).toEqual({ weekday: 7, hour: 0 });
    expect(loadConfig({ PAYOUT_BATCH_WEEKDAY: 'off' }).payoutBatchSchedule).toBeNull();
    expect(() => loadConfig({ PAYOUT_BATCH_WEEKDAY: 'mon' })).toThrow(/PAYOUT_BATCH_WEEKDAY: must be a weekday \(monday to sunday\) or off/);
    expect(() => loadConfig({ PAYOUT_BATCH_HOUR: '24' })).toThrow(/PAYOUT_BATCH_HOUR/);
    expect(() => loadConfig({ PAYOUT_BATCH_HOUR: '9.5' })).toThrow(/PAYOUT_BATCH_HOUR/);
  });

  it('refuses one Razorpay key without the other, a webhook secret without keys and a bad colour', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_abc' })).toThrow(/RAZORPAY_KEY_SECRET: is required/);
    expect(() => loadConfig({ RAZORPAY_KEY_SECRET: 'secret' })).toThrow(/RAZORPAY_KEY_ID: is required/);
    expect(() => loadConfig({ RAZORPAY_WEBHOOK_SECRET: 'hook' })).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PAYMENT_THEME_COLOR: 'teal' })).toThrow(/PAYMENT_THEME_COLOR/);
  });

  it('refuses a short OTP_SECRET', () => {
    expect(() => loadConfig({ OTP_SECRET: 'short' })).toThrow(/OTP_SECRET/);
    expect(loadConfig({ OTP_SECRET: 'x'.repeat(32) }).otpSecret).toBe('x'.repeat(32));
  });

  it('refuses a DATA_DIR inside a served folder: uploads would become public', () => {
    expect(() => loadConfig({ SHELL_DIR: '/srv/shell', DATA_DIR: '/srv/shell/data' })).toThrow(/DATA_DIR: must not be inside SHELL_DIR/);
    expect(() => loadConfig({ RELEASES_DIR: '/srv/releases', DATA_DIR: '/srv/releases' })).toThrow(/RELEASES_DIR/);
  });
});
