import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contracts from './index.js';
import * as publicValues from './public-values.js';

describe('public values', () => {
  it('import nothing, so the public pages can use them without loading zod', () => {
    const source = readFileSync(new URL('./public-values.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/\bfrom\s+['"]/);
  });

  it('are the same values the package entry exports', () => {
    for (const [name, value] of Object.entries(publicValues)) {
      expect(contracts[name as keyof typeof contracts]).toBe(value);
    }
  });

  it('recognise exactly the industries', () => {
    for (const industry of publicValues.INDUSTRIES) expect(publicValues.isIndustry(industry)).toBe(true);
    expect(publicValues.isIndustry('aerospace')).toBe(false);
    expect(publicValues.isIndustry(undefined)).toBe(false);
  });
});
