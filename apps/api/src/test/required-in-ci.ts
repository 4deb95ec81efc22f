/**
 * A suite that needs an outside service (PostgreSQL, Redis, nginx) skips on a developer's machine without it, but
 * under CI (`CI=true`, which `.ci/run` exports) a missing service is a broken CI, not a reason to skip: a run that
 * lost its database must fail, never pass green with the PostgreSQL and two-instance suites silently left out.
 */
export function inCi(): boolean {
  return process.env.CI === 'true' || process.env.CI === '1';
}

/**
 * Returns `present` so it reads as a guard (`const runnable = requiredInCi(Boolean(url), 'TEST_DATABASE_URL ...')`);
 * throws under CI when the service is missing, so the test file fails to load and the run fails.
 */
export function requiredInCi<T>(present: T, what: string): T {
  if (!present && inCi()) throw new Error(`CI=true but ${what}: under CI this suite must run, not skip.`);
  return present;
}

/** TEST_DATABASE_URL (a PostgreSQL server the suites make schemas on): optional on a laptop, required under CI. */
export function testDatabaseUrl(): string | undefined {
  return requiredInCi(process.env.TEST_DATABASE_URL || undefined, 'TEST_DATABASE_URL is not set (a PostgreSQL server)');
}

/** TEST_REDIS_URL (a Redis server the suites use under a prefix of their own): optional on a laptop, required under CI. */
export function testRedisUrl(): string | undefined {
  return requiredInCi(process.env.TEST_REDIS_URL || undefined, 'TEST_REDIS_URL is not set (a Redis server)');
}
