import { errorCatalog, type ErrorCode } from "~/lib/error-codes";

export type { ErrorCode };

/**
 * A failure a user can cause, with a stable code. The code maps once (error-codes.ts)
 * to an HTTP status and the German text the user sees.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** German text shown to the user. */
  readonly userMessage: string;
  /** Field-level German messages for forms. */
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, options: { message?: string; fields?: Record<string, string>; cause?: unknown } = {}) {
    const entry = errorCatalog[code];
    super(options.message ?? entry.message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = entry.status;
    this.userMessage = options.message ?? entry.message;
    this.fields = options.fields;
  }

  toJSON() {
    return { code: this.code, message: this.userMessage, fields: this.fields };
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
