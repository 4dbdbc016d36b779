import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { listVerificationsResponseSchema, meResponseSchema } from '@candor/contracts';
import { responseSerializerCompiler, transformsValues } from './response-serializer.js';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });

describe('response serializer', () => {
  it('drops keys the response schema does not name', () => {
    const serialize = compile(z.object({ id: z.string(), nested: z.object({ a: z.number() }) }));
    expect(JSON.parse(serialize({ id: 'x', ssn: '123-45-6789', nested: { a: 1, secret: 2 } }))).toEqual({
      id: 'x',
      nested: { a: 1 },
    });
  });

  it('refuses an answer that does not match its schema', () => {
    const serialize = compile(z.object({ id: z.string() }));
    let thrown: unknown;
    try {
      serialize({ id: 1 });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('encodes a schema with a codec in the encode direction', () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const serialize = compile(z.object({ at: isoDate }));
    expect(JSON.parse(serialize({ at: new Date('2026-01-02T03:04:05.000Z') }))).toEqual({
      at: '2026-01-02T03:04:05.000Z',
    });
  });

  it('finds transforms wherever they are, also behind a lazy schema', () => {
    const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
    expect(transformsValues(z.object({ a: z.array(z.union([z.string(), flag])) }))).toBe(true);
    expect(transformsValues(z.object({ a: z.lazy(() => z.object({ b: flag.optional() })) }))).toBe(true);
    expect(transformsValues(z.object({ a: z.record(z.string(), z.number().nullable()) }))).toBe(false);
    expect(transformsValues(listVerificationsResponseSchema)).toBe(false);
    expect(transformsValues(meResponseSchema)).toBe(false);
  });
});
