import { errorStatus, type ErrorCode, type FieldIssue } from '@candor/contracts';

/** The one error type services throw; the error handler turns it into the envelope of docs/product.md#errors. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldIssue[],
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
