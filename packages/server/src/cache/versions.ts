/**
 * Reads the cache counters the database keeps (`account_versions`, `child_plan_versions`, raised by
 * triggers on every write that matters) for the calls being answered, batched (cache/batcher.ts): the
 * calls that arrive in one turn of the event loop share a query that starts after they arrived (a few
 * may run at once). So a call never trusts a counter read before it came in (a log-out or a plan change
 * committed through another process before the call arrived is always seen), and under load one small
 * query serves many concurrent calls instead of one query each.
 */
import { type Db, namedQuery } from '../db/database';
import { Batcher } from './batcher';

/** What one call needs to know: an account's counter, and optionally a child's owner and plans counter. */
export interface VersionQuestion {
  readonly userId: number;
  readonly childId?: number | undefined;
}

/** The counters as read by a query that started after the call arrived. */
export interface VersionAnswer {
  /** The account's counter (0 before its first change). */
  readonly account: number;
  /** The child's owner and plans counter, when a child was asked about and exists. */
  readonly child?: { readonly userId: number; readonly plans: number } | undefined;
}

const intArray = (ids: Iterable<number>): string => `{${[...new Set(ids)].join(',')}}`;

/** Batches counter reads for one database. */
export class VersionReader {
  private readonly batcher = new Batcher<VersionQuestion, VersionAnswer>(async (questions) => {
    const answers = await this.query(questions);
    return questions.map((question) => ({
      account: answers.accounts.get(question.userId) ?? 0,
      child: question.childId === undefined ? undefined : answers.children.get(question.childId),
    }));
  });

  constructor(private readonly db: Db) {}

  /** The counters for one call, from a query that starts after this call. */
  read(question: VersionQuestion): Promise<VersionAnswer> {
    return this.batcher.ask(question);
  }

  private async query(questions: readonly VersionQuestion[]) {
    const userIds = intArray(questions.map((q) => q.userId));
    const childIds = intArray(questions.flatMap((q) => (q.childId === undefined ? [] : [q.childId])));
    // Rows, not JSON: the cheapest form on both engines (kind 0: an account, 1: a child).
    const rows = await namedQuery<{ kind: number; id: number; version: number; owner: number }>(
      this.db,
      'attune_versions',
      COUNTERS,
      [userIds, childIds],
    );
    const accounts = new Map<number, number>();
    const children = new Map<number, { userId: number; plans: number }>();
    for (const row of rows) {
      if (Number(row.kind) === 0) accounts.set(Number(row.id), Number(row.version));
      else children.set(Number(row.id), { userId: Number(row.owner), plans: Number(row.version) });
    }
    return { accounts, children };
  }
}

/** The counters of some accounts and children (a prepared statement on a PostgreSQL server). */
const COUNTERS = `
  select 0 as kind, user_id as id, version, 0 as owner
    from account_versions where user_id = any($1::int[])
  union all
  select 1, c.id, coalesce(v.version, 0), c.user_id
    from children c left join child_plan_versions v on v.child_id = c.id
    where c.id = any($2::int[])`;
