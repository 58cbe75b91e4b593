import { parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";

// PGlite's `query` sends every statement as an unnamed one: the embedded Postgres parses,
// analyses and plans it again on each call, in six round trips into its WebAssembly. For
// the reads every signed-in page makes (the session, a page of pictures) that was most of
// their cost (ADR 074). A statement kept here is parsed once per database under a name
// of its own; each call then binds, describes, executes and syncs in one round trip.

/** The embedded database's own locks and checks, which `query` goes through too. */
type PGliteInternals = {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
};

type KeptStatement = { name: string; paramTypes: number[] | null };
type Keeper = { statements: Map<string, KeptStatement>; count: number };

const keepers = new WeakMap<object, Keeper>();
const { serialize } = protocol;

async function prepareOnServer(client: PGlite, sql: string, statement: KeptStatement, options?: QueryOptions) {
  const { messages } = await client.execProtocol(
    Buffer.concat([
      // A statement parsed before (its plan since outdated) goes first; closing an unknown name is no error.
      serialize.close({ type: "S", name: statement.name }),
      serialize.parse({ name: statement.name, text: sql, types: options?.paramTypes }),
      serialize.describe({ type: "S", name: statement.name }),
      serialize.sync(),
    ]),
    { syncToFs: false },
  );
  statement.paramTypes = parse.parseDescribeStatementResults(messages);
}

async function runKept<T>(client: PGlite, sql: string, statement: KeptStatement, params: unknown[], options?: QueryOptions) {
  if (!statement.paramTypes) await prepareOnServer(client, sql, statement, options);
  const paramTypes = statement.paramTypes ?? [];
  // The same text form PGlite's own `query` sends for each parameter.
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializer = options?.serializers?.[paramTypes[index]] ?? client.serializers[paramTypes[index]];
    return serializer ? serializer(value) : String(value);
  });
  const { messages } = await client.execProtocol(
    Buffer.concat([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
      serialize.sync(),
    ]),
    { syncToFs: false },
  );
  await client.syncToFs();
  return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
}

/**
 * Makes `client.query` run the statements later given to `keepStatementNamed` as named
 * statements; every other statement goes through PGlite as before.
 */
export function nameKeptStatements(client: PGlite): void {
  const keeper: Keeper = { statements: new Map(), count: 0 };
  keepers.set(client, keeper);
  const internals = client as unknown as PGliteInternals;
  const unnamed = client.query.bind(client);
  client.query = async function query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const statement = keeper.statements.get(sql);
    if (!statement) return unnamed<T>(sql, params, options);
    await internals._checkReady();
    try {
      return await internals._runExclusiveTransaction(() => internals._runExclusiveQuery(() => runKept<T>(client, sql, statement, params, options)));
    } catch {
      // A schema change (a restored backup, a migration) can outdate the kept plan: the
      // statement is parsed again next time, and this call runs as an unnamed one, which
      // throws the statement's own error if it has one. Only reads are kept, so running
      // one again is harmless.
      statement.paramTypes = null;
      return unnamed<T>(sql, params, options);
    }
  } as PGlite["query"];
}

/**
 * Keeps `sql` (a read: a `select`) as a named statement on `client` when `client` is a
 * PGlite database set up by `nameKeptStatements`; any other client is left alone.
 */
export function keepStatementNamed(client: unknown, sql: string): void {
  const keeper = typeof client === "object" && client !== null ? keepers.get(client) : undefined;
  if (!keeper || keeper.statements.has(sql)) return;
  if (!/^\s*select\b/i.test(sql)) throw new Error("only reads are kept as named statements");
  keeper.count += 1;
  keeper.statements.set(sql, { name: `kept_${keeper.count}`, paramTypes: null });
}
