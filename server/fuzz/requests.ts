import fc from 'fast-check';
import type { FuzzOperation } from './openApi';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What kind of bad input this is, for the report. */
  kind: string;
  /** Sent with the signed-in account the path belongs to, or as a visitor. */
  signedIn: boolean;
}

const ONE_MEGABYTE = 1024 * 1024;
const HUGE_TEXT = 'x'.repeat(ONE_MEGABYTE);

/** Texts that have broken servers before: control characters, overflow, injection, traversal. */
const NASTY_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\n\r\nX-Injected: 1',
  '\u202eevil',
  '\u00a09876500001',
  '\ud800',
  '%00',
  '%ff',
  '../../../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '9'.repeat(400),
  '1e309',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '01',
  ' 1',
  '1.5',
  '2147483648',
  '99999999999999999999',
  'true',
  'null',
  '__proto__',
  '{}',
  '[]',
];

const nastyText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 0.5, -0.000001),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A JSON value of the wrong kind, size or content for whatever field it lands in. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyText },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(nastyText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), nastyText, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constant(HUGE_TEXT.slice(0, ONE_MEGABYTE - 1024)) },
);

const pathValue = fc.oneof(
  nastyText,
  fc.constantFrom('1', '2', '3', 'a'.repeat(3000), '1%2F2', '..%2F..'),
);

/** Percent-encodes every byte of the value's UTF-8 (a lone surrogate becomes U+FFFD). */
const percentEncoded = (value: string) =>
  [...Buffer.from(value, 'utf8')].map((byte) => (/[A-Za-z0-9._~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`)).join('');

/** Encodes a path or query value, except the few that test what an undecodable URL does. */
const encoded = (value: string) => (value === '%ff' || value === '%00' ? value : percentEncoded(value));

function urlOf(operation: FuzzOperation, pathValues: string[], query: [string, string][]): string {
  let index = 0;
  const path = operation.path.replace(/\{[^}]+\}/g, () => encoded(pathValues[index++] ?? ''));
  const search = query.map(([key, value]) => `${percentEncoded(key)}=${encoded(value)}`).join('&');
  return search ? `${path}?${search}` : path;
}

const queryPairs = (operation: FuzzOperation) =>
  fc
    .tuple(
      fc.subarray(operation.queryParameters).chain((names) => fc.tuple(...names.map((name) => fc.tuple(fc.constant(name), nastyText)))),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...operation.queryParameters, 'page', 'extra'), fc.string({ maxLength: 8 })), nastyText), { maxLength: 2 }),
    )
    .map(([declared, extra]) => [...declared, ...extra] as [string, string][]);

/** A JSON body built from the route's own field names, each given a bad value, some left out, some added. */
const jsonBody = (fields: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fc.subarray(fields), fc.dictionary(fc.string({ maxLength: 10 }), nastyValue, { maxKeys: 2 })).chain(([chosen, extra]) =>
        fc.tuple(...chosen.map(() => nastyValue)).map((values) => ({ ...extra, ...Object.fromEntries(chosen.map((field, i) => [field, values[i]])) })),
      ) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );

const boundary = 'fuzzboundary';
const multipartBody = (parts: string[]) => `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`;

/** Bodies no schema sees: the parser or the content-type check must refuse them first. */
const RAW_BODIES: Array<{ kind: string; contentType: string; payload: string | Buffer }> = [
  { kind: 'malformed JSON', contentType: 'application/json', payload: '{"mobile": ' },
  { kind: 'JSON with a trailing comma', contentType: 'application/json', payload: '{"a":1,}' },
  { kind: 'empty JSON body', contentType: 'application/json', payload: '' },
  { kind: 'JSON string body', contentType: 'application/json', payload: '"hello"' },
  { kind: 'invalid UTF-8 in JSON', contentType: 'application/json', payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  { kind: 'prototype pollution', contentType: 'application/json', payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}' },
  { kind: 'deeply nested JSON', contentType: 'application/json', payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  { kind: 'body over 1 MB', contentType: 'application/json', payload: JSON.stringify({ name: 'x'.repeat(ONE_MEGABYTE + 10) }) },
  { kind: 'wrong content type: text', contentType: 'text/plain', payload: 'hello' },
  { kind: 'wrong content type: form', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { kind: 'wrong content type: xml', contentType: 'application/xml', payload: '<a>1</a>' },
  { kind: 'charset the parser does not read', contentType: 'application/json; charset=utf-16', payload: '{}' },
  { kind: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'garbage' },
  { kind: 'multipart cut short', contentType: `multipart/form-data; boundary=${boundary}`, payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nMeera` },
  {
    kind: 'multipart with two files in one field',
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: multipartBody([
      'Content-Disposition: form-data; name="profile_image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png',
      'Content-Disposition: form-data; name="profile_image"; filename="b.png"\r\nContent-Type: image/png\r\n\r\nnot a png',
    ]),
  },
  {
    kind: 'multipart field with NUL and a huge value',
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: multipartBody([
      'Content-Disposition: form-data; name="name"\r\n\r\nMe\u0000era',
      `Content-Disposition: form-data; name="address"\r\n\r\n${'x'.repeat(20_000)}`,
    ]),
  },
  {
    kind: 'multipart with an executable',
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: multipartBody(['Content-Disposition: form-data; name="id_proof"; filename="x.sh"\r\nContent-Type: image/jpeg\r\n\r\n#!/bin/sh\nrm -rf /']),
  },
];

/** Every kind of bad request for one operation: generated field values, and the fixed raw bodies. */
export function requestsFor(operation: FuzzOperation): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.tuple(...operation.pathParameters.map(() => pathValue));
  const takesBody = !['GET', 'HEAD', 'DELETE'].includes(operation.method);
  const base = fc.record({ pathValues, query: queryPairs(operation), signedIn: fc.boolean() });

  const generated = base.chain(({ pathValues: values, query, signedIn }) => {
    const url = urlOf(operation, values, query);
    if (!takesBody) return fc.constant<FuzzRequest>({ method: operation.method, url, headers: {}, kind: 'generated params and query', signedIn });
    return jsonBody(operation.bodyFields ?? ['name', 'id']).map(
      (body): FuzzRequest => ({
        method: operation.method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
        kind: 'generated JSON body',
        signedIn,
      }),
    );
  });
  if (!takesBody) return generated;

  const raw = fc.tuple(fc.constantFrom(...RAW_BODIES), pathValues, fc.boolean()).map(
    ([body, values, signedIn]): FuzzRequest => ({
      method: operation.method,
      url: urlOf(operation, values.map(() => '1'), []),
      headers: { 'content-type': body.contentType },
      payload: body.payload,
      kind: body.kind,
      signedIn,
    }),
  );
  return fc.oneof({ weight: 3, arbitrary: generated }, { weight: 1, arbitrary: raw });
}

/** The raw bodies, each sent once to every route that takes a body. */
export function rawRequestsFor(operation: FuzzOperation): FuzzRequest[] {
  if (['GET', 'HEAD', 'DELETE'].includes(operation.method)) return [];
  const url = operation.path.replace(/\{[^}]+\}/g, '1');
  return RAW_BODIES.map((body) => ({ method: operation.method, url, headers: { 'content-type': body.contentType }, payload: body.payload, kind: body.kind, signedIn: true }));
}
