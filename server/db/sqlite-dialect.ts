// Kysely's own SqliteDialect runs every query on one better-sqlite3 connection, and better-sqlite3 waits for a
// locked database inside the call, which freezes the event loop for the whole busy timeout. This dialect keeps the
// same SQL (Kysely's SQLite compiler, adapter and introspector) but never waits inside a call: SQLite answers "busy"
// at once (busy_timeout 0) and the statement is tried again after an asynchronous pause, up to a deadline. Reads
// outside a transaction use a second connection, so in WAL mode they never queue behind a write that waits.
// See https://kysely.dev/docs/dialects and https://www.sqlite.org/wal.html.
import SqliteDatabase from 'better-sqlite3'
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely'
import { startWalCheckpointer, WAL_AUTOCHECKPOINT_NET_PAGES, type WalCheckpointer } from './sqlite-wal-checkpointer'

/** How long a statement keeps trying while another process holds the write lock, and the pauses between tries. */
export const SQLITE_LOCK_WAIT_MS = 5000
const RETRY_PAUSES_MS = [5, 10, 20, 50, 100]

/** The embedded database stayed locked by another process past the wait; the statement did not run. */
export class SqliteLockedError extends Error {
  constructor(waitedMs: number, options: ErrorOptions) {
    super(`The SQLite database stayed locked by another process for ${waitedMs} ms`, options)
    this.name = 'SqliteLockedError'
  }
}

export interface EmbeddedSqliteOptions {
  path: string
  lockWaitMs?: number
}

export class EmbeddedSqliteDialect implements Dialect {
  constructor(private readonly options: EmbeddedSqliteOptions) {}

  createDriver(): Driver {
    return new EmbeddedSqliteDriver(this.options)
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler()
  }

  createAdapter() {
    return new SqliteAdapter()
  }

  // Kysely's Dialect interface types the introspector's database as Kysely<any>.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>) {
    return new SqliteIntrospector(db)
  }
}

function openConnection(path: string, { readonly }: { readonly: boolean }): SqliteDatabase.Database {
  const database = new SqliteDatabase(path, { readonly })
  if (!readonly) {
    database.pragma('journal_mode = WAL')
    database.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_NET_PAGES}`)
    // Deleted and overwritten content is zeroed rather than left in free space, so an erased person cannot be read
    // back from the file (https://www.sqlite.org/pragma.html#pragma_secure_delete); ./erased-rows.ts empties the log.
    database.pragma('secure_delete = ON')
  }
  database.pragma('foreign_keys = ON')
  database.pragma('busy_timeout = 0')
  return database
}

/** One per acquisition: remembers whether its queries belong to a transaction, which owns the writer. */
class EmbeddedSqliteConnection implements DatabaseConnection {
  inTransaction = false

  constructor(private readonly driver: EmbeddedSqliteDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute<R>(query, this.inTransaction)
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by the embedded SQLite dialect')
  }
}

class EmbeddedSqliteDriver implements Driver {
  private writer: SqliteDatabase.Database | undefined
  private reader: SqliteDatabase.Database | undefined
  private checkpointer: WalCheckpointer | undefined
  private readonly writerLock = new Mutex()
  private readonly lockWaitMs: number

  constructor(private readonly options: EmbeddedSqliteOptions) {
    this.lockWaitMs = options.lockWaitMs ?? SQLITE_LOCK_WAIT_MS
  }

  init(): Promise<void> {
    this.writer = openConnection(this.options.path, { readonly: false })
    // An in-memory database exists only on its own connection, so it reads through the writer too (and has no log).
    if (this.options.path !== ':memory:') {
      this.reader = openConnection(this.options.path, { readonly: true })
      this.checkpointer = startWalCheckpointer(this.options.path)
    }
    return Promise.resolve()
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(new EmbeddedSqliteConnection(this))
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await this.writerLock.lock()
    try {
      // IMMEDIATE takes the write lock up front, so a transaction never meets "busy" halfway through its work.
      await this.withRetries(() => this.run(this.requireWriter(), CompiledQuery.raw('begin immediate')))
      asEmbedded(connection).inTransaction = true
    } catch (error) {
      this.writerLock.unlock()
      throw error
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.endTransaction(connection, 'commit')
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.endTransaction(connection, 'rollback')
  }

  releaseConnection(): Promise<void> {
    return Promise.resolve()
  }

  async destroy(): Promise<void> {
    await this.checkpointer?.stop()
    this.reader?.close()
    this.writer?.close()
  }

  async execute<R>(query: CompiledQuery, inTransaction: boolean): Promise<QueryResult<R>> {
    const writer = this.requireWriter()
    if (inTransaction) return this.run<R>(writer, query)
    if (query.query.kind === 'SelectQueryNode' && this.reader) {
      const reader = this.reader
      return this.withRetries(() => this.run<R>(reader, query))
    }
    // A write, or any statement on an in-memory database, waits for a transaction of another caller to end.
    await this.writerLock.lock()
    try {
      const result = await this.withRetries(() => this.run<R>(writer, query))
      this.checkpointer?.afterCommit()
      return result
    } finally {
      this.writerLock.unlock()
    }
  }

  private async endTransaction(connection: DatabaseConnection, command: 'commit' | 'rollback'): Promise<void> {
    try {
      await this.withRetries(() => this.run(this.requireWriter(), CompiledQuery.raw(command)))
      if (command === 'commit') this.checkpointer?.afterCommit()
    } finally {
      asEmbedded(connection).inTransaction = false
      this.writerLock.unlock()
    }
  }

  private run<R>(database: SqliteDatabase.Database, { sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = preparedStatement(database, sql)
    if (statement.reader) return { rows: statement.all(parameters) as R[] }
    const { changes, lastInsertRowid } = statement.run(parameters)
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] }
  }

  private async withRetries<T>(attempt: () => T): Promise<T> {
    const startedAt = Date.now()
    for (let tries = 0; ; tries += 1) {
      try {
        return attempt()
      } catch (error) {
        if (!isBusy(error)) throw error
        const waitedMs = Date.now() - startedAt
        if (waitedMs >= this.lockWaitMs) throw new SqliteLockedError(waitedMs, { cause: error })
        const pause = RETRY_PAUSES_MS[Math.min(tries, RETRY_PAUSES_MS.length - 1)] ?? 100
        await new Promise((resolve) => setTimeout(resolve, pause))
      }
    }
  }

  private requireWriter(): SqliteDatabase.Database {
    if (!this.writer) throw new Error('The embedded SQLite driver was not initialised')
    return this.writer
  }
}

/**
 * The most prepared statements kept per connection. Preparing costs more than running for most of the site's
 * statements (a bulk change's 1 000-row insert took 1.7 ms to prepare, a tenth of its request), and the site's
 * statements are few; a statement with a long `IN` list is one of each length, so the oldest make room.
 */
const STATEMENTS_KEPT = 500
const statementsByConnection = new WeakMap<SqliteDatabase.Database, Map<string, SqliteDatabase.Statement>>()

/** The connection's statement for this SQL, prepared the first time (SQLite prepares it again if the schema changes). */
function preparedStatement(database: SqliteDatabase.Database, sql: string): SqliteDatabase.Statement {
  let statements = statementsByConnection.get(database)
  if (!statements) {
    statements = new Map<string, SqliteDatabase.Statement>()
    statementsByConnection.set(database, statements)
  }
  const kept = statements.get(sql)
  if (kept) return kept
  const statement = database.prepare(sql)
  if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value!)
  statements.set(sql, statement)
  return statement
}

function asEmbedded(connection: DatabaseConnection): EmbeddedSqliteConnection {
  if (!(connection instanceof EmbeddedSqliteConnection)) throw new Error('Not a connection of this driver')
  return connection
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
}

/** A lock for the writer: a transaction holds it from begin to commit, a lone write for its one statement. */
class Mutex {
  private tail: Promise<void> = Promise.resolve()
  private release: (() => void) | undefined

  async lock(): Promise<void> {
    const previous = this.tail
    let release!: () => void
    this.tail = new Promise<void>((resolve) => (release = resolve))
    await previous
    this.release = release
  }

  unlock(): void {
    const release = this.release
    this.release = undefined
    release?.()
  }
}
