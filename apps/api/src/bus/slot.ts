import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { Bus, BusMessage, Executor } from './types.ts';

/**
 * Where a database handle keeps its app instance's bus. It rides on the handle as a (do-nothing) Kysely plugin
 * because transactions carry their handle's plugins: a repository given only `db` or `trx` can still publish
 * the change it made, in the same transaction.
 */
export class BusSlot implements KyselyPlugin {
  bus: Bus | undefined;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

function slotOf(db: Executor): BusSlot | undefined {
  return db.getExecutor().plugins.find((plugin): plugin is BusSlot => plugin instanceof BusSlot);
}

/** The bus of the app instance this handle belongs to (none for a handle no app uses, such as the seed's). */
export function busOf(db: Executor): Bus | undefined {
  return slotOf(db)?.bus;
}

export function attachBus(db: Executor, bus: Bus): void {
  const slot = slotOf(db);
  if (!slot) throw new Error('this database handle was not made by createDatabase()');
  slot.bus = bus;
}

/** Publishes with the write it belongs to; a handle without a bus (a command-line seed) has nobody to tell. */
export async function publish(db: Executor, message: BusMessage): Promise<void> {
  await busOf(db)?.publish(db, message);
}

/** Publishes many messages with the write they belong to, in one round trip on PostgreSQL. */
export async function publishAll(db: Executor, messages: readonly BusMessage[]): Promise<void> {
  if (messages.length > 0) await busOf(db)?.publishMany(db, messages);
}
