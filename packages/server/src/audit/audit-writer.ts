/**
 * Writes the audit rows of concurrent calls together (cache/batcher.ts): the rows of the calls that
 * arrive in one turn of the event loop go into one multi-row INSERT. Each call still
 * awaits the INSERT that holds its rows, so no read or change is answered before its row is written,
 * and a call whose row cannot be written fails. Under load one statement serves many calls instead of
 * one statement (and one pooled connection) each.
 *
 * When a shared INSERT fails, its calls' rows are written again one call at a time, so that only the
 * call whose row cannot be written fails, never a neighbour that happened to share its statement.
 */
import type { AuditAction } from '@attune/core/rules';
import { Batcher } from '../cache/batcher';
import type { Db } from '../db/database';
import { auditEvents } from '../db/schema';

/** One audit row to write. */
export interface AuditEntry {
  readonly userId: number;
  readonly childId: number | null;
  readonly recordKind: string;
  readonly recordId: number | null;
  readonly action: AuditAction;
  readonly endpoint: string;
  readonly ip: string;
}

/** One row as written (the entry and the instant of its call). */
export type AuditRow = typeof auditEvents.$inferInsert;

/** Batches audit rows for one database. */
export class AuditWriter {
  /** How many INSERT statements were sent (tests read it to see calls share one). */
  statements = 0;
  private readonly batcher = new Batcher<readonly AuditRow[], unknown>((calls) => this.insertAll(calls));

  constructor(private readonly db: Db) {}

  /** Resolves once `rows` are written; rejects when they could not be. */
  async write(rows: readonly AuditRow[]): Promise<void> {
    if (rows.length === 0) return;
    const failure = await this.batcher.ask(rows);
    if (failure) throw failure;
  }

  /** Each call's failure (null: written). */
  private async insertAll(calls: readonly (readonly AuditRow[])[]): Promise<unknown[]> {
    try {
      await this.insert(calls.flat());
      return calls.map(() => null);
    } catch (error) {
      if (calls.length === 1) return [error];
      // One call's rows failed the statement: find it, and write the others.
      return Promise.all(
        calls.map((rows) =>
          this.insert(rows).then(
            () => null,
            (each: unknown) => each ?? new Error('audit row not written'),
          ),
        ),
      );
    }
  }

  private async insert(rows: readonly AuditRow[]): Promise<void> {
    this.statements += 1;
    await this.db.insert(auditEvents).values([...rows]);
  }
}
