import { DETAILS } from '@tandem/contract';

/** An error with a status and a DRF-shaped body (docs/product.md section C2), safe to send to the client as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export type FieldErrors = Record<string, string[]>;

export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);
export const fieldError = (field: string, message: string) => badRequest({ [field]: [message] });
export const unauthenticated = () => new HttpError(401, { detail: DETAILS.unauthenticated });
export const forbidden = (detail: string = DETAILS.forbidden) => new HttpError(403, { detail });
export const notFound = () => new HttpError(404, { detail: DETAILS.notFound });
/** 409: the request lost to the state of the object (a full event or shift). */
export const conflict = (detail: string) => new HttpError(409, { detail });
export const tooLarge = () => new HttpError(413, { detail: DETAILS.tooLarge });
export const unsupportedType = (detail: string = DETAILS.unsupportedType) => new HttpError(415, { detail });
export const throttled = (retryAfterSeconds: number) =>
  new HttpError(429, { detail: DETAILS.throttled }, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
/** A service the call needs (the database, Redis, the parse pool) is out of reach for now: try again shortly. */
export const serviceUnavailable = (retryAfterSeconds = 5) =>
  new HttpError(503, { detail: DETAILS.unavailable }, { 'retry-after': String(retryAfterSeconds) });
