import { randomBytes } from 'node:crypto';
import { browserIdIn, newBrowserId, registryForBrowser, rolloutBucket, rolloutKey, signBrowserId, verifiedBrowserId } from './rollout';
import type { Canary } from './registry';

const live = '/releases/remote-booking/0.1.0-aaaaaaaaaa/mf-manifest.json';
const canaryUrl = '/releases/remote-booking/0.1.0-bbbbbbbbbb/mf-manifest.json';
const registry = { 'remote-booking': live, 'remote-account': '/releases/remote-account/0.1.0-cccccccccc/mf-manifest.json' };
const canary = (percent: number): Canary => ({
  version: '0.1.0-bbbbbbbbbb',
  percent,
  stable: '0.1.0-aaaaaaaaaa',
  startedAt: '2026-11-23T10:00:00.000Z',
  autoRollback: null,
});
const browsers = Array.from({ length: 2000 }, () => newBrowserId());
const drawn = (percent: number) =>
  browsers.filter((id) => registryForBrowser(registry, { 'remote-booking': canary(percent) }, id)['remote-booking'] === canaryUrl);

test('a canary reaches about its share of browsers, and only its own remote changes', () => {
  const share = drawn(10).length / browsers.length;

  expect(share).toBeGreaterThan(0.07);
  expect(share).toBeLessThan(0.13);
  for (const id of browsers.slice(0, 50)) {
    expect(registryForBrowser(registry, { 'remote-booking': canary(10) }, id)['remote-account']).toBe(registry['remote-account']);
  }
});

test('the draw is sticky: the same browser always gets the same version, and raising the share only adds browsers', () => {
  const atTen = drawn(10);
  expect(drawn(10)).toEqual(atTen);
  const atThirty = new Set(drawn(30));
  expect(atTen.every((id) => atThirty.has(id))).toBe(true);
  expect(atThirty.size).toBeGreaterThan(atTen.length);
});

test('a browser without an id, or a remote that is not live, gets the live registry', () => {
  expect(registryForBrowser(registry, { 'remote-booking': canary(99) }, null)).toEqual(registry);
  expect(registryForBrowser({}, { 'remote-booking': canary(99) }, browsers[0]!)).toEqual({});
});

test('buckets spread over 0–99', () => {
  const buckets = new Set(browsers.map((id) => rolloutBucket(id, 'remote-booking', '0.1.0-bbbbbbbbbb')));
  expect(Math.min(...buckets)).toBe(0);
  expect(Math.max(...buckets)).toBe(99);
});

describe('signed rollout ids', () => {
  const key = rolloutKey(randomBytes(32));
  const id = newBrowserId();

  test('an id this server signed is read back; a made-up, unsigned, re-signed or tampered one is not', () => {
    expect(verifiedBrowserId(key, signBrowserId(key, id))).toBe(id);
    expect(verifiedBrowserId(key, id)).toBeNull();
    expect(verifiedBrowserId(key, undefined)).toBeNull();
    expect(verifiedBrowserId(rolloutKey(randomBytes(32)), signBrowserId(key, id))).toBeNull();
    const [, mac] = signBrowserId(key, id).split('.');
    expect(verifiedBrowserId(key, `${newBrowserId()}.${mac}`)).toBeNull();
    expect(verifiedBrowserId(key, `${signBrowserId(key, id)}.x`)).toBeNull();
  });

  test('the id a cookie names, signed or not, keeps its draw', () => {
    expect(browserIdIn(signBrowserId(key, id))).toBe(id);
    expect(browserIdIn(id)).toBe(id);
    expect(browserIdIn('short')).toBeNull();
  });
});
