import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DISALLOWED_CHARACTERS_MESSAGE, hasDisallowedCharacters, type FieldIssue } from '@candor/contracts';
import { AppError } from '../lib/app-error.js';

/** No form or API payload nests deeper than this; deeper JSON is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;

const DEPTH_MESSAGE = `The request body nests deeper than ${MAX_JSON_DEPTH} levels. Send a flatter JSON document.`;

/** The deepest nesting of arrays and objects in JSON text, counted without parsing it. */
export function jsonDepth(text: string, stopAbove: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

const invalidJson = () =>
  Object.assign(new Error('The request body is not valid JSON.'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY' });

/** Keys that would reach an object's prototype if copied; refused anywhere in a body. */
function isPrototypeKey(key: string, value: unknown): boolean {
  if (key === '__proto__') return true;
  return key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value;
}

/** The first string (or key) in a parsed value that a database cannot store or that poisons prototypes. */
function findBadText(value: unknown, path: string[]): { path: string; message: string } | null {
  if (typeof value === 'string') {
    return hasDisallowedCharacters(value)
      ? { path: path.join('.'), message: DISALLOWED_CHARACTERS_MESSAGE }
      : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findBadText(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasDisallowedCharacters(key))
      return { path: [...path, '(key)'].join('.'), message: DISALLOWED_CHARACTERS_MESSAGE };
    if (isPrototypeKey(key, item))
      return { path: [...path, key].join('.'), message: 'This key is not allowed.' };
    const found = findBadText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** The first disallowed character in the body, query string or path of a request, as a field issue. */
export function badInputOf(request: FastifyRequest): FieldIssue | null {
  const body = findBadText(request.body, []);
  if (body) return body;
  const query = findBadText(request.query, ['query']);
  if (query) return query;
  return findBadText(request.params, ['params']);
}

/**
 * Input every route shares, before its own schema runs: JSON bodies are parsed with a depth
 * limit and without prototype keys, and no text anywhere in a request (body, query string, path)
 * may carry a NUL character or an unpaired UTF-16 surrogate, which no database column can store.
 */
export const inputPlugin = fp(
  (app: FastifyInstance, _options, done) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, parsed) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        parsed(
          Object.assign(new Error('The request body is empty; JSON was expected.'), {
            code: 'FST_ERR_CTP_EMPTY_JSON_BODY',
          }),
          undefined,
        );
        return;
      }
      if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
        parsed(
          new AppError('VALIDATION_FAILED', DEPTH_MESSAGE, [{ path: '', message: DEPTH_MESSAGE }]),
          undefined,
        );
        return;
      }
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        parsed(invalidJson(), undefined);
        return;
      }
      parsed(null, value);
    });

    app.addHook('preValidation', (request, _reply, next) => {
      const issue = badInputOf(request);
      if (!issue) {
        next();
        return;
      }
      const where = issue.path ? `${issue.path}: ` : '';
      next(new AppError('VALIDATION_FAILED', `${where}${issue.message}`, [issue]));
    });
    done();
  },
  { name: 'input' },
);
