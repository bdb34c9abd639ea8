/**
 * A family's records as a whole: the export of a child's or the family's records, and their deletion.
 *
 * Conventions:
 * - what belongs to a child or a family is read from the database's own foreign keys, not from a list
 *   kept by hand: a table belongs to the child when it references `children`, or references a table that
 *   does, and so on (the same for the family from `users`); a new table is exported and deleted with no
 *   change here. Tables that name a child by a `child_id` column without a key (the access log) are
 *   exported too;
 * - exports leave out secrets: every column whose name holds `token`, `hash` or `secret`, and the log-in,
 *   confirmation and reset-link tables;
 * - deleting a child deletes its row (the keys cascade) and its plan counter; its purchases stay without
 *   the child (`ON DELETE SET NULL`), and the access log keeps its rows for its 24 months (core's
 *   `RETENTION.auditMonths`): both are records the law makes us keep;
 * - deleting an account deletes every row of the family except its purchases, empties the account row
 *   (no email, name, phone, password or time zone; the purchases point at it) and ends every log-in.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { smsOutbox, users } from '../db/schema';
import { accountDeletedMail } from '../mail/messages';
import { eraseMailOf, sendAccountMail } from '../mail/outbox';
import type { UserRow } from './accounts.service';
import { checkCurrentPassword } from './lifecycle.service';

/** One foreign key of one column. */
interface ForeignKey {
  readonly table: string;
  readonly column: string;
  readonly parent: string;
  readonly parentColumn: string;
}

/** Tables never exported (secrets, counters). */
const NOT_EXPORTED = new Set([
  'auth_tokens',
  'confirmation_tokens',
  'reset_password_tokens',
  'account_versions',
  'child_plan_versions',
]);
/** Tables an account's deletion keeps: the payment records the law requires. */
export const KEPT_FOR_THE_LAW = new Set(['purchases']);
const SECRET_COLUMN = /token|hash|secret/i;

const graphs = new WeakMap<Db, Promise<{ keys: ForeignKey[]; childColumns: string[] }>>();

/** The schema's single-column foreign keys, and the tables with a `child_id` column and no key on it. */
function schemaGraph(db: Db) {
  let graph = graphs.get(db);
  if (!graph) {
    graph = (async () => {
      const keys = (
        (await db.execute(sql`
          select cl.relname as "table", a.attname as "column", pc.relname as "parent", pa.attname as "parentColumn"
          from pg_constraint c
          join pg_class cl on cl.oid = c.conrelid
          join pg_namespace n on n.oid = cl.relnamespace
          join pg_class pc on pc.oid = c.confrelid
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
          where c.contype = 'f' and n.nspname = current_schema() and array_length(c.conkey, 1) = 1
          order by cl.relname, a.attname`)) as unknown as { rows: ForeignKey[] }
      ).rows;
      const keyed = new Set(keys.filter((k) => k.parent === 'children').map((k) => k.table));
      const childColumns = (
        (await db.execute(sql`
          select c.table_name as "table" from information_schema.columns c
          join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
          where c.table_schema = current_schema() and c.column_name = 'child_id' and t.table_type = 'BASE TABLE'
          order by c.table_name`)) as unknown as { rows: { table: string }[] }
      ).rows
        .map((r) => r.table)
        .filter((table) => !keyed.has(table));
      return { keys, childColumns };
    })();
    graph.catch(() => graphs.delete(db));
    graphs.set(db, graph);
  }
  return graph;
}

/**
 * Every table reachable from `root`'s row `id` through foreign keys, with the condition that picks the
 * rows belonging to it (`column in (select id from parent where ...)`, OR-ed over every path).
 */
export async function ownedRows(db: Db, root: 'users' | 'children', id: number): Promise<Map<string, SQL>> {
  const { keys, childColumns } = await schemaGraph(db);
  const owned = new Map<string, SQL>([[root, sql`${sql.identifier('id')} = ${id}`]]);
  const queue: string[] = [root];
  const seen = new Set<string>([root]);
  // Breadth first; the schema's keys form no cycle among owned tables, and depth is bounded anyway.
  for (let depth = 0; queue.length > 0 && depth < 1000; depth += 1) {
    const parent = queue.shift() as string;
    const where = owned.get(parent) as SQL;
    for (const key of keys.filter((k) => k.parent === parent && k.table !== root)) {
      const condition = sql`${sql.identifier(key.column)} in (select ${sql.identifier(key.parentColumn)} from ${sql.identifier(parent)} where ${where})`;
      const before = owned.get(key.table);
      owned.set(key.table, before ? sql`(${before}) or (${condition})` : condition);
      if (!seen.has(key.table)) {
        seen.add(key.table);
        queue.push(key.table);
      }
    }
  }
  // Tables naming a child without a key (the access log): by the child's id.
  const childWhere = owned.get('children');
  if (childWhere) {
    for (const table of childColumns) {
      owned.set(
        table,
        sql`${sql.identifier('child_id')} in (select ${sql.identifier('id')} from ${sql.identifier('children')} where ${childWhere})`,
      );
    }
  }
  if (root === 'users') {
    owned.set('audit_events', sql`${sql.identifier('user_id')} = ${id}`);
  }
  return owned;
}

/** A data export, as the contract's `DataExportSchema`. */
export interface DataExport {
  exported_at: string;
  tables: Record<string, Record<string, unknown>[]>;
}

async function exportFrom(ctx: AppContext, root: 'users' | 'children', id: number): Promise<DataExport> {
  const owned = await ownedRows(ctx.db, root, id);
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const [table, where] of [...owned.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (NOT_EXPORTED.has(table)) continue;
    const result = (await ctx.db.execute(
      sql`select * from ${sql.identifier(table)} where ${where} order by 1`,
    )) as unknown as { rows: Record<string, unknown>[] };
    tables[table] = result.rows.map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([column]) => !SECRET_COLUMN.test(column))
          .map(([column, value]) => [column, value instanceof Date ? value.toISOString() : value]),
      ),
    );
  }
  return { exported_at: ctx.clock.now().toISOString(), tables };
}

/** `GET patients/{id}/export`: every record of the child (ownership checked by the router). */
export const exportChild = (ctx: AppContext, childId: number): Promise<DataExport> =>
  exportFrom(ctx, 'children', childId);

/** `GET users/me/export`: every record of the family: the account, its children and theirs. */
export const exportAccount = (ctx: AppContext, user: UserRow): Promise<DataExport> =>
  exportFrom(ctx, 'users', user.id);

/** `DELETE patients/{id}`: deletes the child and its records (ownership checked by the router). */
export async function deleteChild(ctx: AppContext, childId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`delete from children where id = ${childId}`);
    // The plan counter is raised by the cascade's triggers: delete it after them.
    await tx.execute(sql`delete from child_plan_versions where child_id = ${childId}`);
  });
}

/**
 * `DELETE users/me`: with the account's password (422 on `password`), deletes the family's records but
 * the purchases, empties the account row and ends every log-in, deletes every mail to or naming the
 * address (sent or not); a last mail says so, itself deleted once sent.
 */
export async function deleteAccount(
  ctx: AppContext,
  user: UserRow,
  password: string,
  ip: string,
): Promise<void> {
  await checkCurrentPassword(ctx, user, password, ip, 'password');
  const { keys } = await schemaGraph(ctx.db);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const childIds = (
      (await tx.execute(sql`select id from children where user_id = ${user.id}`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows.map((row) => Number(row.id));
    for (const key of keys.filter((k) => k.parent === 'users' && !KEPT_FOR_THE_LAW.has(k.table))) {
      await tx.execute(
        sql`delete from ${sql.identifier(key.table)} where ${sql.identifier(key.column)} = ${user.id}`,
      );
    }
    for (const childId of childIds)
      await tx.execute(sql`delete from child_plan_versions where child_id = ${childId}`);
    await tx
      .update(users)
      .set({
        email: `deleted-${user.id}@deleted.invalid`,
        name: null,
        phone: null,
        passwordHash: '!deleted',
        emailSubscription: false,
        smsSubscription: false,
        timeZone: null,
        deletedAt: now,
      })
      .where(eq(users.id, user.id));
  });
  // The family's mail goes at once, sent or not (its address, the children's names, help requests): the
  // law requires none of it. The farewell is then queued, and deleted as soon as it is sent (it is an
  // account mail: sent even if unsubscribed).
  await eraseMailOf(ctx, user.email);
  // So do the texts of the development text outbox to its number (a provider keeps its own records).
  if (user.phone) await ctx.db.delete(smsOutbox).where(eq(smsOutbox.to, user.phone));
  await sendAccountMail(
    ctx,
    { ...user, emailSubscription: true },
    (language) => accountDeletedMail[language]({}),
    'account',
    { eraseWhenSent: true },
  );
}
