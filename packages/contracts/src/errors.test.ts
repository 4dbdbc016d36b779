import { describe, expect, it } from 'vitest';
import { errorCodeForStatus, errorCodes, errorStatus } from './errors.js';

describe('error code and HTTP status', () => {
  it('maps a bare status back to a code with that status', () => {
    for (const code of errorCodes) {
      expect(errorStatus[errorCodeForStatus(errorStatus[code])]).toBe(errorStatus[code]);
    }
  });

  it('reads a shared status as its general code', () => {
    expect(errorCodeForStatus(403)).toBe('FORBIDDEN');
    expect(errorCodeForStatus(409)).toBe('CONFLICT');
  });

  it('reads gateway failures as upstream, other statuses by their class', () => {
    expect(errorCodeForStatus(503)).toBe('UPSTREAM_FAILED');
    expect(errorCodeForStatus(504)).toBe('UPSTREAM_FAILED');
    expect(errorCodeForStatus(418)).toBe('VALIDATION_FAILED');
    expect(errorCodeForStatus(507)).toBe('INTERNAL');
  });
});
