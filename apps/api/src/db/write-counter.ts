import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * Counts the statements that may change data (everything but SELECT), after they have run. A cache
 * that reads the count before reading its data can never keep data older than its count: a write
 * that finished before a request started has already moved the count that request reads.
 */
export class WriteCounter implements KyselyPlugin {
  #count = 0;
  readonly #writes = new WeakSet<object>();

  get count(): number {
    return this.#count;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind !== 'SelectQueryNode') this.#writes.add(args.queryId);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(args.queryId)) this.#count += 1;
    return args.result;
  }
}
