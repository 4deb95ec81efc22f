// The one way the page talks to the server: same origin, cookies included, JSON in and out, and the CSRF header
// of docs/product.md section C3 on every write. Failures become an ApiError (the server answered) or a NetworkError
// (it did not), so screens can tell the cases of docs/product.md section 8 apart.
import { getCookie } from './cookies';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
export const SESSION_URL = '/api/session/';
const BASE_URL = '';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;
/** DRF-style field errors: `{ "email": ["A user with this email already exists."] }`. */
export type FieldErrors = Record<string, string[]>;

export interface RequestOptions {
  params?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  /** The parsed response body: JSON when the server sent JSON, else its text (or undefined when empty). */
  readonly body: unknown;
  /** `body.detail` when the server sent one. */
  readonly detail: string | undefined;
  /** Every `field: [messages]` entry of the body, `non_field_errors` included. */
  readonly fieldErrors: FieldErrors;
  /** Seconds to wait, from Retry-After (429 and 503), or null. */
  readonly retryAfter: number | null;

  constructor(init: { status: number; statusText: string; body: unknown; retryAfter?: number | null }) {
    const inErrorRange = init.status >= 400 && init.status <= 511;
    super(
      inErrorRange
        ? init.statusText || `HTTP ${init.status}`
        : `Request failed with status ${init.status} ${init.statusText}`.trim(),
    );
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body;
    this.detail = readDetail(init.body);
    this.fieldErrors = readFieldErrors(init.body);
    this.retryAfter = init.retryAfter ?? null;
  }

  /** True when the server named at least one field (or non_field_errors). */
  get hasFieldErrors(): boolean {
    return Object.keys(this.fieldErrors).length > 0;
  }
}

/** The request never got an answer (offline, DNS, connection refused, CORS). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause: unknown) {
    super('Network issue.', { cause });
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readDetail(body: unknown): string | undefined {
  return isRecord(body) && typeof body.detail === 'string' ? body.detail : undefined;
}

function readFieldErrors(body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!isRecord(body)) return errors;
  for (const [field, value] of Object.entries(body)) {
    if (field === 'detail') continue;
    if (typeof value === 'string') errors[field] = [value];
    else if (Array.isArray(value)) {
      const messages = value.filter((item): item is string => typeof item === 'string');
      if (messages.length > 0) errors[field] = messages;
    }
  }
  return errors;
}

function parseRetryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

export function buildUrl(path: string, params?: QueryParams): string {
  const url = `${BASE_URL}${path}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

const isRawBody = (body: unknown): body is BodyInit =>
  body instanceof FormData ||
  body instanceof Blob ||
  body instanceof URLSearchParams ||
  body instanceof ArrayBuffer ||
  typeof body === 'string';

let pendingSession: Promise<unknown> | null = null;

/** The CSRF cookie, asking the server for one first when the page has none yet. */
async function csrfToken(): Promise<string | null> {
  const token = getCookie(CSRF_COOKIE);
  if (token) return token;
  pendingSession ??= send('GET', SESSION_URL).finally(() => {
    pendingSession = null;
  });
  await pendingSession;
  return getCookie(CSRF_COOKIE);
}

async function send(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isRawBody(options.body)) body = options.body;
    else {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
  }
  if (WRITE_METHODS.has(method)) {
    const token = await csrfToken();
    if (token) headers[CSRF_HEADER] = token;
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  const parsed = await readBody(response);
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      statusText: response.statusText,
      body: parsed,
      retryAfter: parseRetryAfter(response.headers.get('retry-after')),
    });
  }
  return parsed;
}

/** Typed calls. The type parameter states what the server answers; a 204 resolves to undefined. */
export const api = {
  request: <T>(method: HttpMethod, path: string, options?: RequestOptions) =>
    send(method, path, options) as Promise<T>,
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => send('GET', path, options) as Promise<T>,
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    send('POST', path, { ...options, body }) as Promise<T>,
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    send('PUT', path, { ...options, body }) as Promise<T>,
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    send('PATCH', path, { ...options, body }) as Promise<T>,
  delete: <T = void>(path: string, options?: RequestOptions) => send('DELETE', path, options) as Promise<T>,
};
