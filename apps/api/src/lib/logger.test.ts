import { describe, expect, it } from 'vitest';
import { loggableUrl } from './logger.js';

describe('loggableUrl', () => {
  it('drops the query string, which may carry personal data', () => {
    expect(loggableUrl('/api/verifications?search=ada@example.com')).toBe('/api/verifications');
  });

  it('masks candidate link tokens', () => {
    expect(loggableUrl('/api/candidate/AbC123-token/draft?x=1')).toBe('/api/candidate/[redacted]/draft');
    expect(loggableUrl('/candidate/AbC123-token')).toBe('/candidate/[redacted]');
  });
});
