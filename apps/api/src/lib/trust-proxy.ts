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
