import { isIP } from 'node:net';

/** What Fastify's `trustProxy` takes (proxy-addr): believe every hop, none, the last n, or these addresses. */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for the private ranges a proxy usually sits in. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as written in the environment: `true`, `false`, a hop count, or a comma-separated list of proxy
 * addresses and CIDR ranges. Answers undefined for anything else, so config.ts can stop start-up with one line.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim();
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

/** What Fastify's `trustProxy` option is given: a function for a hop count, the parsed value otherwise. */
export type FastifyTrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify must be given it. Fastify 5 treats a bare number as "trust nothing" (it cannot check
 * who the nearest peer is), so `TRUST_PROXY=1` behind nginx read every client as nginx. A hop count is given
 * as the function proxy-addr calls for each hop, nearest first: the first n hops are proxies, the next address
 * is the client. The README says what that asks of the deployment (the app port reachable only through them).
 */
export function fastifyTrustProxy(value: TrustProxy): FastifyTrustProxy {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}
