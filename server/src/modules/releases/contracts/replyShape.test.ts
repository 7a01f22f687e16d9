import * as z from 'zod/mini';
import { defineEndpoint, envelope } from '@servenear/shared/endpoints';
import { catalogueSends, endpointReplyShape, openApiSends } from './apiShapes';
import { replyShape, shapeProblems } from './replyShape';

const booking = z.object({
  id: z.int(),
  booking_id: z.string(),
  status: z.enum(['pending', 'confirmed']),
  image_url: z.nullable(z.string()),
  note: z.optional(z.string()),
  lines: z.array(z.object({ price: z.number() })),
});
const bookingEndpoint = defineEndpoint({ method: 'GET', path: 'user/getbooking/:id', summary: 'one', params: z.object({ id: z.string() }), reply: envelope(booking) });

describe('a reply shape', () => {
  it('names every field with what it may hold, and which fields may be left out', () => {
    expect(endpointReplyShape(bookingEndpoint, 'input')).toEqual({
      status: 'integer',
      data: 'object',
      'data.id': 'integer',
      'data.booking_id': 'string',
      'data.status': 'enum:confirmed|pending',
      'data.image_url': 'null|string',
      'data.note': 'string?',
      'data.lines': 'array',
      'data.lines[]': 'object',
      'data.lines[].price': 'number',
    });
  });

  it("reads a running server's OpenAPI document, references and all, under the catalogue's names", () => {
    const document = {
      paths: { '/api/user/getbooking/{id}': { get: { responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Reply' } } } } } } } },
      components: { schemas: { Reply: { type: 'object', properties: { status: { type: 'integer' } }, required: ['status'] } } },
    };
    expect(openApiSends(document)).toEqual(new Map([['GET user/getbooking/:id', { status: 'integer' }]]));
  });
});

describe('what a reader of a reply refuses', () => {
  const reads = endpointReplyShape(bookingEndpoint, 'input');
  const sendsWith = (data: z.ZodMiniObject) =>
    catalogueSends([defineEndpoint({ method: 'GET', path: 'user/getbooking/:id', summary: 'one', params: z.object({ id: z.string() }), reply: envelope(data) })]).get('GET user/getbooking/:id')!;

  it('nothing, when the server sends the same shape or more fields', () => {
    expect(shapeProblems(reads, sendsWith(z.extend(booking, { rating: z.number() })))).toEqual([]);
  });

  it('a field it needs that is no longer sent', () => {
    expect(shapeProblems(reads, sendsWith(z.omit(booking, { booking_id: true })))).toEqual(['data.booking_id is not sent (it reads string)']);
  });

  it('a field it needs that may now be left out', () => {
    expect(shapeProblems(reads, sendsWith(z.extend(booking, { booking_id: z.optional(z.string()) })))).toEqual([
      'data.booking_id may be left out (it reads string, the server sends string?)',
    ]);
  });

  it('a field sent as another type, or null where it takes none', () => {
    expect(shapeProblems(reads, sendsWith(z.extend(booking, { id: z.string(), booking_id: z.nullable(z.string()) })))).toEqual([
      'data.booking_id is sent as null|string (it reads string)',
      'data.id is sent as string (it reads integer)',
    ]);
  });

  it('a value outside the list it knows', () => {
    expect(shapeProblems(reads, sendsWith(z.extend(booking, { status: z.enum(['pending', 'confirmed', 'on_hold']) })))).toEqual([
      'data.status may be on_hold (it reads enum:confirmed|pending)',
    ]);
  });

  it('but a field it may do without can go, and a whole integer is a number', () => {
    expect(shapeProblems(reads, sendsWith(z.extend(z.omit(booking, { note: true }), { lines: z.array(z.object({ price: z.int() })) })))).toEqual([]);
  });

  it('keeps an optional reader calm about a field under a union of shapes', () => {
    const union = replyShape({ anyOf: [{ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }, { type: 'object', properties: { b: { type: 'string' } }, required: ['b'] }] });
    expect(union).toEqual({ a: 'string?', b: 'string?' });
  });
});
