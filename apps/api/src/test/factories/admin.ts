import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { makeOperator } from '../../modules/admin/index.ts';
import { Agent, signedInAgent } from '../agent.ts';

/**
 * An operator made as the admin command makes one (makeOperator), signed in afresh on a new agent: the session
 * the signup opened is left behind, as an operator would sign in again after the command.
 */
export async function signedInOperator(app: FastifyInstance, db: Db) {
  const { signup } = await signedInAgent(app, 'candidate');
  const made = await makeOperator(db, signup.email);
  const agent = new Agent(app);
  const login = await agent.post('/api/login/', { email: signup.email, password: signup.password });
  if (login.statusCode !== 200) throw new Error(`operator login failed: ${login.statusCode} ${login.body}`);
  return { agent, user: made.user, signup };
}
