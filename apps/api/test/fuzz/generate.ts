/**
 * Malformed requests for every operation of the OpenAPI document, generated deterministically
 * from a seed: wrong types, huge and deep bodies, unicode edge cases, prototype keys, broken
 * multipart, wrong content types, missing and invalid path parameters.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  required?: string[];
};

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  id: string;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
  multipart: boolean;
};

export type FuzzRequest = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** The operations to fuzz: every write, and every read that takes query parameters. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const parameters = operation.parameters ?? [];
      const queryParams = parameters
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema ?? {} }));
      if (!WRITE_METHODS.has(method) && !(method === 'get' && queryParams.length > 0)) continue;
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        id: operation.operationId ?? `${method.toUpperCase()} ${path}`,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams,
        body: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return operations.sort((a, b) => a.id.localeCompare(b.id));
}

/** A small, fast, seedable generator (mulberry32), so a run can be repeated exactly. */
export function random(seed: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;

/** Text a database, a parser or a renderer may choke on. */
const EDGE_STRINGS: readonly string[] = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u202eevil\u202c',
  '\u200f\u200e\u200b\ufeff',
  '👩🏽‍💻🏳️‍🌈',
  'ｆｕｌｌ　ｗｉｄｔｈ',
  'a'.repeat(10_000),
  '\\'.repeat(300),
  '%00%ff%',
  "' OR 1=1 --",
  '${jndi:ldap://127.0.0.1/x}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '   ',
  '',
  '\r\n\t',
  '9'.repeat(400),
  '-1',
  'null',
  '1e309',
  '0000-00-00',
  '2024-02-30',
];

const WRONG_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  [1, 'a', null],
  {},
  { nested: { deeper: [] } },
  '',
];

/** A value of roughly the right shape, so that one broken field is what gets rejected. */
export function skeleton(schema: JsonSchema, rng: Rng, depth = 0): unknown {
  if (depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return pick(rng, schema.enum);
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice && choice.length > 0) return skeleton(pick(rng, choice), rng, depth + 1);
  if (schema.allOf && schema.allOf.length > 0) {
    return Object.assign({}, ...schema.allOf.map((s) => skeleton(s, rng, depth + 1) as object));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        result[key] = skeleton(value, rng, depth + 1);
      }
      return result;
    }
    case 'array':
      return schema.items ? [skeleton(schema.items, rng, depth + 1)] : [];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date') return '2020-01-01';
      if (schema.format === 'date-time') return '2020-01-01T00:00:00.000Z';
      return 'Fuzz value';
  }
}

/** Paths to every leaf of a value (for replacing one field). */
function leaves(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  if (entries.length === 0) return [prefix];
  return [prefix, ...entries.flatMap(([key, v]) => leaves(v, [...prefix, key]))];
}

function replaceAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    const copy: unknown[] = [...(value as unknown[])];
    copy[Number(head)] = replaceAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/** Percent-encodes text, writing a lone surrogate as the (invalid) UTF-8 bytes a broken client sends. */
export function encode(value: string): string {
  let out = '';
  for (const char of value) {
    try {
      out += encodeURIComponent(char);
    } catch {
      out += '%ED%A0%80';
    }
  }
  return out;
}

const nest = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const nestArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Path parameter values: mostly wrong ones, sometimes the real one so the body is reached. */
const BAD_PATH_VALUES: readonly string[] = [
  '00000000-0000-4000-8000-000000000000',
  'not-a-uuid',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F',
  '__proto__',
  'constructor',
  '..%2F..%2Fetc',
  '-1',
  '9'.repeat(400),
  'x'.repeat(3000),
  '%E2%80%AE',
  'null',
];

/** Known values for path parameters (real ids and tokens) from the fuzz set-up. */
export type PathValues = Record<string, string>;

function urlOf(op: Operation, rng: Rng, known: PathValues): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const real = known[name];
    if (real !== undefined && rng() < 0.4) return encode(real);
    if (rng() < 0.05) return '';
    return pick(rng, BAD_PATH_VALUES);
  });
}

function queryOf(op: Operation, rng: Rng): string {
  if (op.queryParams.length === 0) {
    return rng() < 0.2
      ? `?${pick(rng, ['__proto__[x]=1', 'a=%00', 'a[b][c]=1', 'x=' + 'y'.repeat(5000)])}`
      : '';
  }
  const parts: string[] = [];
  for (const param of op.queryParams) {
    const roll = rng();
    if (roll < 0.3) continue;
    const sample = skeleton(param.schema, rng);
    const value =
      roll < 0.5
        ? String(sample)
        : roll < 0.85
          ? pick(rng, EDGE_STRINGS)
          : JSON.stringify(pick(rng, WRONG_VALUES));
    parts.push(`${encode(param.name)}=${encode(value)}`);
  }
  if (rng() < 0.15)
    parts.push(pick(rng, ['__proto__=x', 'constructor[prototype][x]=1', 'limit=1&limit=2', '%00=1']));
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function brokenMultipart(rng: Rng): { payload: Buffer; contentType: string } {
  const boundary = `fuzz${Math.floor(rng() * 1e9)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
  const kind = Math.floor(rng() * 8);
  const ct = `multipart/form-data; boundary=${boundary}`;
  switch (kind) {
    case 0: // truncated in the middle of the file
      return { payload: Buffer.from(head + 'x'.repeat(200)), contentType: ct };
    case 1: // no boundary parameter
      return { payload: Buffer.from(head), contentType: 'multipart/form-data' };
    case 2: // boundary that never appears
      return {
        payload: Buffer.from(head + `\r\n--${boundary}--\r\n`),
        contentType: 'multipart/form-data; boundary=other',
      };
    case 3: // headers cut short
      return { payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-da`), contentType: ct };
    case 4: // prototype field name
      return {
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${boundary}--\r\n`,
        ),
        contentType: ct,
      };
    case 5: // a field with NUL and no file
      return {
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\na\u0000b\r\n--${boundary}--\r\n`,
        ),
        contentType: ct,
      };
    case 6: // empty body
      return { payload: Buffer.alloc(0), contentType: ct };
    default: // many parts
      return {
        payload: Buffer.from(
          Array.from(
            { length: 20 },
            (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`,
          ).join('') + `--${boundary}--\r\n`,
        ),
        contentType: ct,
      };
  }
}

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/json;;;',
  '',
];

/** One malformed body for an operation, as the text (or bytes) sent and its content type. */
function bodyOf(op: Operation, rng: Rng): { payload?: string | Buffer; contentType?: string } {
  if (op.multipart && rng() < 0.7) {
    const { payload, contentType } = brokenMultipart(rng);
    return { payload, contentType };
  }
  const base = skeleton(op.body ?? { type: 'object' }, rng);
  const json = 'application/json';
  const kind = Math.floor(rng() * 12);
  switch (kind) {
    case 0: {
      // one field of the wrong type
      const at = pick(rng, leaves(base));
      return { payload: JSON.stringify(replaceAt(base, at, pick(rng, WRONG_VALUES))), contentType: json };
    }
    case 1:
    case 2: {
      // one field with edge-case text
      const at = pick(rng, leaves(base));
      return { payload: JSON.stringify(replaceAt(base, at, pick(rng, EDGE_STRINGS))), contentType: json };
    }
    case 3: // the whole body of the wrong type
      return { payload: JSON.stringify(pick(rng, WRONG_VALUES)), contentType: json };
    case 4: // deep nesting, objects or arrays
      return {
        payload:
          rng() < 0.5 ? nest(pick(rng, [40, 500, 5000, 100_000])) : nestArrays(pick(rng, [40, 500, 100_000])),
        contentType: json,
      };
    case 5: {
      // prototype keys, as raw JSON so they survive serialisation
      const text = JSON.stringify(base);
      const injected = pick(rng, [
        '"__proto__":{"isAdmin":true}',
        '"constructor":{"prototype":{"isAdmin":true}}',
        '"__proto__":null',
      ]);
      const payload =
        text.startsWith('{') && text.length > 2 ? `{${injected},${text.slice(1)}` : `{${injected}}`;
      return { payload, contentType: json };
    }
    case 6: // broken JSON
      return {
        payload: pick(rng, [
          '{',
          '{"a":',
          '{"a":1,}',
          "{'a':1}",
          'nul',
          '\u0000',
          '{"a":"\\ud800"}',
          '{"a":"\\u0000"}',
        ]),
        contentType: json,
      };
    case 7: // wrong content type with a JSON body
      return { payload: JSON.stringify(base), contentType: pick(rng, WRONG_CONTENT_TYPES) };
    case 8: // huge body (over the 1 MB limit) or a large array
      return rng() < 0.3
        ? { payload: `{"a":"${'x'.repeat(1_100_000)}"}`, contentType: json }
        : { payload: JSON.stringify(Array.from({ length: 5000 }, () => base)), contentType: json };
    case 9: // empty or missing body
      return rng() < 0.5 ? { payload: '', contentType: json } : {};
    case 10: {
      // every field replaced
      const mangled = leaves(base).reduce<unknown>(
        (value, at) => (at.length > 0 && rng() < 0.5 ? replaceAt(value, at, pick(rng, EDGE_STRINGS)) : value),
        base,
      );
      return { payload: JSON.stringify(mangled), contentType: json };
    }
    default: {
      // unknown extra keys and a duplicated key
      const text = JSON.stringify(base);
      const extra = '"unexpected":{"$where":"1"},"id":"00000000-0000-4000-8000-000000000000"';
      return {
        payload: text.startsWith('{') && text.length > 2 ? `{${extra},${text.slice(1)}` : `{${extra}}`,
        contentType: json,
      };
    }
  }
}

/** `count` malformed requests for one operation, the same for the same seed. */
export function requestsFor(op: Operation, count: number, seed: string, known: PathValues): FuzzRequest[] {
  const rng = random(`${seed}:${op.id}`);
  const requests: FuzzRequest[] = [];
  for (let i = 0; i < count; i++) {
    const url = urlOf(op, rng, known) + queryOf(op, rng);
    const headers: Record<string, string> = {};
    let payload: string | Buffer | undefined;
    if (op.method !== 'GET') {
      const body = bodyOf(op, rng);
      payload = body.payload;
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
    }
    requests.push({ method: op.method, url, headers, ...(payload !== undefined ? { payload } : {}) });
  }
  return requests;
}
