import type { FastifySchema } from 'fastify';

/** The names of the two ways a caller proves who it is, as components.securitySchemes declares them. */
export const SECURITY_SCHEMES = {
  session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
  csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
} as const;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_PREFIXES = ['/api/', '/common/'];
// These answer 401 for wrong credentials, not for a missing session: they are how a session starts.
const STARTS_A_SESSION = new Set(['/api/login/', '/api/signup/', '/api/googlelogin/']);

// Django REST Framework's action names, so a generated client reads `jobprofileList`, `eventsTodayRetrieve`.
const ACTION = { POST: 'Create', PUT: 'Update', PATCH: 'PartialUpdate', DELETE: 'Destroy' } as const;

const camel = (words: string[]) =>
  words.map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');

const answersAPage = (schema: FastifySchema) => {
  const ok = (schema.response as Record<string, unknown> | undefined)?.['200'] as { properties?: Record<string, unknown> } | undefined;
  return Boolean(ok?.properties && 'results' in ok.properties && 'count' in ok.properties);
};

/**
 * A stable, unique name for one operation from its method and path: the path's words without the `api` prefix
 * and its parameters, then the DRF action (`List` for a paged GET, `Retrieve` for any other GET).
 */
export function operationIdFor(method: string, url: string, schema: FastifySchema): string {
  const segments = url.split('/').filter((segment) => segment && segment !== 'api');
  const words = segments.filter((segment) => !segment.startsWith(':')).flatMap((segment) => segment.split(/[-_]/));
  const action = method === 'GET' ? (answersAPage(schema) ? 'List' : 'Retrieve') : (ACTION[method as keyof typeof ACTION] ?? method);
  return camel([...words.map((word) => word.toLowerCase()), action]);
}

/**
 * What an operation asks of its caller, read from the route itself: the CSRF header on every write the auth
 * plugin checks, and the session cookie where the route answers 401 without one. Where a session is optional
 * the empty requirement `{}` says so.
 */
export function securityFor(method: string, url: string, schema: FastifySchema): Array<Record<string, string[]>> {
  const csrf: Record<string, string[]> = UNSAFE.has(method) && CSRF_PREFIXES.some((prefix) => url.startsWith(prefix)) ? { csrf: [] } : {};
  const answers401 = '401' in ((schema.response as Record<string, unknown> | undefined) ?? {});
  if (answers401 && !STARTS_A_SESSION.has(url)) return [{ session: [], ...csrf }];
  return [{ session: [], ...csrf }, csrf];
}
