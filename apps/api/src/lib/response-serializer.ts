import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, safeParse, type $ZodType } from 'zod/v4/core';

type Schema = $ZodType | { properties: $ZodType };

const isZodSchema = (value: unknown): value is $ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Whether a schema transforms anything (a transform, a pipe or a codec) anywhere inside it. */
export function transformsValues(schema: $ZodType, seen = new WeakSet<object>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === 'transform' || def.type === 'pipe') return true;
  const inner: unknown[] = [];
  for (const [key, value] of Object.entries(def)) {
    if (key === 'getter' && typeof value === 'function') inner.push((value as () => unknown)());
    else if (isZodSchema(value)) inner.push(value);
    else if (Array.isArray(value)) inner.push(...(value as unknown[]));
    else if (key === 'shape' && typeof value === 'object' && value !== null)
      inner.push(...Object.values(value as Record<string, unknown>));
  }
  return inner.some((value) => isZodSchema(value) && transformsValues(value, seen));
}

/**
 * Every answer goes through its route's response schema: it must match, and keys the schema does
 * not name are dropped (nothing the contract leaves out reaches a client), then JSON.
 *
 * The library's compiler runs zod's encode direction, which never takes zod's compiled fast path:
 * about four times the cost of a parse, on every answer. For a schema that transforms nothing,
 * parsing gives the same result, so it parses; a schema with a transform or codec is encoded.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<Schema> = ({
  schema: given,
  method,
  url,
}) => {
  const schema = isZodSchema(given) ? given : given.properties;
  const check = transformsValues(schema) ? safeEncode : safeParse;
  return (data: unknown) => {
    const result = check(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
