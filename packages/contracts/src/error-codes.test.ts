import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contracts from './index.js';
import * as errorCodes from './error-codes.js';

describe('error codes entry', () => {
  it('imports nothing, so every page can read error codes without loading zod', () => {
    const source = readFileSync(new URL('./error-codes.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/\bfrom\s+['"]/);
  });

  it('holds the same values the package entry exports', () => {
    for (const [name, value] of Object.entries(errorCodes)) {
      expect(contracts[name as keyof typeof contracts]).toBe(value);
    }
  });
});
