import type { FastifyInstance } from 'fastify';
import { Agent, signedInAgent } from './agent.ts';

/** An account signed in on its own agent (agent.ts signedInAgent). */
export type SignedIn = Awaited<ReturnType<typeof signedInAgent>>;

/** Who most suites start from: the organisation the suite is about, another one, a candidate and a visitor. */
export interface Parties<Org> {
  owner: Org;
  other: Org;
  candidate: SignedIn;
  /** Not signed in. */
  anonymous: Agent;
}

/**
 * Makes a suite's parties one after another, in the order of Parties (ids and creation times follow it, and some
 * assertions read them); `candidate` overrides the candidate's signup. Each area's factories say how its
 * organisations are made (factories/community.ts communityParties, factories/jobs.ts jobsParties).
 */
export async function signUpParties<Org>(
  app: FastifyInstance,
  organisations: { owner: () => Promise<Org>; other: () => Promise<Org> },
  candidate: Record<string, string> = {},
): Promise<Parties<Org>> {
  const owner = await organisations.owner();
  const other = await organisations.other();
  return { owner, other, candidate: await signedInAgent(app, 'candidate', candidate), anonymous: new Agent(app) };
}
