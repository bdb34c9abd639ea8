/**
 * `POST /dev/reset`, for the browser journeys only (outside production, and only when the server was started
 * with `ATTUNE_DEV_RESET=1`): one long-lived server serves many journeys, each on the data a fresh server
 * would have. The first call keeps a copy of every table of the `public` schema (the migrated, seeded
 * database: sample catalogue and demo family) and of every sequence's position in a schema of its own;
 * every later call puts all of it back (rows, ids, sequences) and empties the process's caches, so the
 * next journey's demo family is again the account with children 1 and 2, and nothing an earlier journey
 * wrote (accounts, mail, rate-limit counters, log-in failures) is left.
 */
import { sql } from 'drizzle-orm';
import { settleAfterAnswer } from '../accounts/after-answer';
import type { AppContext } from '../context';

/** The schema holding the copy. */
const SNAPSHOT = 'attune_dev_snapshot';

/** Whether this process serves `POST /dev/reset` (never in production). */
export function devResetWanted(production: boolean, env: NodeJS.ProcessEnv = process.env): boolean {
  return !production && env.ATTUNE_DEV_RESET === '1';
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rows<T>(ctx: AppContext, query: string): Promise<T[]> {
  const result = (await ctx.db.execute(sql.raw(query))) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

/** Takes the copy (first call) or puts it back (later calls); answers which it did. */
export async function devReset(ctx: AppContext): Promise<'snapshot' | 'restored'> {
  // Mail queued after an answer of the last journey is written before its tables are emptied.
  await settleAfterAnswer(ctx);
  const tables = (
    await rows<{ name: string }>(
      ctx,
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((r) => r.name);
  const sequences = (
    await rows<{ name: string }>(
      ctx,
      `select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`,
    )
  ).map((r) => r.name);
  const [taken] = await rows<{ n: number }>(
    ctx,
    `select count(*)::int as n from pg_namespace where nspname = '${SNAPSHOT}'`,
  );
  if (!taken || Number(taken.n) === 0) {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`create schema ${SNAPSHOT}`));
      for (const table of tables)
        await tx.execute(sql.raw(`create table ${SNAPSHOT}.${ident(table)} as table public.${ident(table)}`));
      await tx.execute(
        sql.raw(
          `create table ${SNAPSHOT}.attune_sequences (name text, last_value bigint, is_called boolean)`,
        ),
      );
      for (const sequence of sequences)
        await tx.execute(
          sql.raw(
            `insert into ${SNAPSHOT}.attune_sequences select '${sequence.replaceAll("'", "''")}', last_value, is_called from public.${ident(sequence)}`,
          ),
        );
    });
    return 'snapshot';
  }
  // Columns a row may be given (generated ones are computed again).
  const columns = await rows<{ table_name: string; column_name: string }>(
    ctx,
    `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const columnsOf = new Map<string, string[]>();
  for (const c of columns) {
    const list = columnsOf.get(c.table_name) ?? [];
    list.push(ident(c.column_name));
    columnsOf.set(c.table_name, list);
  }
  await ctx.db.transaction(async (tx) => {
    // The rows go back as they were: no foreign-key checks or triggers while they do.
    await tx.execute(sql.raw(`set local session_replication_role = replica`));
    if (tables.length > 0)
      await tx.execute(sql.raw(`truncate ${tables.map((t) => `public.${ident(t)}`).join(', ')}`));
    for (const table of tables) {
      const list = (columnsOf.get(table) ?? []).join(', ');
      if (!list) continue;
      await tx.execute(
        sql.raw(
          `insert into public.${ident(table)} (${list}) overriding system value select ${list} from ${SNAPSHOT}.${ident(table)}`,
        ),
      );
    }
    for (const sequence of sequences)
      await tx.execute(
        sql.raw(
          `select setval('public.${ident(sequence).replaceAll("'", "''")}', s.last_value, s.is_called) from ${SNAPSHOT}.attune_sequences s where s.name = '${sequence.replaceAll("'", "''")}' and s.last_value is not null`,
        ),
      );
  });
  // What the process kept from the last journey (log-in tokens, answers by child id) is gone with it.
  ctx.caches.tokens.clear();
  ctx.caches.answers.clear();
  await ctx.catalogue.get(true);
  return 'restored';
}
