/** Socket errors of a service that is down, restarting or out of reach. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/**
 * PostgreSQL's own: connection exceptions (class 08), the server shutting down or a backend terminated
 * (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now), too many connections (53300).
 */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What pg and ioredis say, without a code, when their connection went away under a command. */
const MESSAGES = [
  /^Connection terminated/, // pg: 'Connection terminated unexpectedly', '... due to connection timeout'
  /^timeout exceeded when trying to connect/, // pg.Pool's connectionTimeoutMillis
  /is not queryable/, // pg: a client that has had a connection error
  /^Stream isn't writeable/, // ioredis with enableOfflineQueue off, while disconnected
  /^Connection is closed/, // ioredis
  /^Reached the max retries per request limit/, // ioredis MaxRetriesPerRequestError
];

/**
 * Whether an error means the database or Redis is out of reach (not that the query or the input was wrong):
 * such a call is answered 503 with Retry-After, and the instance carries on (docs/product.md section C15).
 */
export function isOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, name, errors, cause } = error as { code?: unknown; message?: unknown; name?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith('08'))) return true;
  if (name === 'MaxRetriesPerRequestError') return true;
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node's happy-eyeballs connect fails with an AggregateError of one error per address tried.
  if (Array.isArray(errors) && errors.some((inner) => isOutage(inner, depth + 1))) return true;
  return isOutage(cause, depth + 1);
}
