import { errorEntry, type ErrorCode } from "~/lib/error-codes";

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
  /**
   * React Router's error-response shape (`isRouteErrorResponse`): an AppError that escapes a loader
   * or action (e.g. a parseForm outside runUseCase) is answered with its own status and German text,
   * never as an unexpected 500. runUseCase, apiUseCase and throwAsResponse still map it first.
   */
  readonly statusText: string;
  readonly internal = false;
  readonly data: { ok: false; code: string; message: string; fields?: Record<string, string> };

  /**
   * `field`: the form field the refusal is about — its German text is shown beside that field
   * (`new AppError("SLUG_TAKEN", { field: "slug" })`).
   */
  constructor(code: ErrorCode, options: { message?: string; fields?: Record<string, string>; field?: string; cause?: unknown } = {}) {
    const entry = errorEntry(code);
    super(options.message ?? entry.message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = entry.status;
    this.userMessage = options.message ?? entry.message;
    this.fields = options.field ? { ...options.fields, [options.field]: this.userMessage } : options.fields;
    this.statusText = this.status === 404 ? "Not Found" : this.status >= 500 ? "Internal Server Error" : "Bad Request";
    this.data = { ok: false, code, message: this.userMessage, ...(this.fields ? { fields: this.fields } : {}) };
  }

  toJSON() {
    return { code: this.code, message: this.userMessage, fields: this.fields };
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
