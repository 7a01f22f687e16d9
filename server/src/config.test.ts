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

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
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
});
