import { AppError } from './app-error.js';

/**
 * The candidate token of a call with a stable URL (docs/product.md#api-calls), sent in the x-candidate-token header;
 * UNAUTHENTICATED when it is missing.
 */
export function candidateTokenFromHeader(value: string | string[] | undefined): string {
  const token = Array.isArray(value) ? value[0] : value;
  if (!token) {
    throw new AppError('UNAUTHENTICATED', 'The candidate link token is missing (x-candidate-token header).');
  }
  return token;
}
