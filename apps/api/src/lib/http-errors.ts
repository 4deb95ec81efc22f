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
export const tooLarge = () => new HttpError(413, { detail: DETAILS.tooLarge });
export const unsupportedType = (detail: string = DETAILS.unsupportedType) => new HttpError(415, { detail });
export const throttled = (retryAfterSeconds: number) =>
  new HttpError(429, { detail: DETAILS.throttled }, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
