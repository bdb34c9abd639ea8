/**
 * A child's deletion and export, checked against the database's own schema: every table that names a
 * child (by a foreign key to `children`, or a `child_id` column) holds no row of the deleted child, and
 * the export held every such row before.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyWithEverything } from './support/fixtures';
import { engines, type Harness, startHarness } from './support/harness';

/** Tables kept by law after a child's deletion: the access log (who read or changed the records, 24 months). */
const KEPT_BY_LAW = new Set(['audit_events']);
/** Internal counters, never exported. */
const NOT_EXPORTED = new Set(['child_plan_versions']);

interface Reference {
  table: string;
  column: string;
}

async function childReferences(harness: Harness): Promise<Reference[]> {
  const result = (await harness.server.ctx.db.execute(sql`
    select cl.relname as "table", a.attname as "column"
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_class pc on pc.oid = c.confrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and pc.relname = 'children'
    union
    select c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = current_schema() and c.column_name = 'child_id' and t.table_type = 'BASE TABLE'`)) as unknown as {
    rows: Reference[];
  };
  return result.rows;
}

async function rowsOf(harness: Harness, ref: Reference, childId: number): Promise<Record<string, unknown>[]> {
  const result = (await harness.server.ctx.db.execute(
    sql`select * from ${sql.identifier(ref.table)} where ${sql.identifier(ref.column)} = ${childId}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

describe.each(engines)('a child deleted (%s)', (engine) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness(engine);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('exports every row of the child, then leaves none in any table that names a child', async () => {
    const family = await familyWithEverything(harness, 'deleted-child');
    const { childId, token } = family;
    const references = await childReferences(harness);
    expect(references.map((r) => r.table)).toEqual(
      expect.arrayContaining([
        'child_activity_plans',
        'prescriptions',
        'assessments',
        'purchases',
        'audit_events',
      ]),
    );

    // Read before the export (the export itself writes an access-log row).
    const before = new Map<string, Record<string, unknown>[]>();
    for (const ref of references) before.set(ref.table, await rowsOf(harness, ref, childId));
    const exported = await harness.call('GET', `/v1/patients/${childId}/export`, { token });
    expect(exported.status).toBe(200);
    const tables = (exported.json as { tables: Record<string, { id?: number }[]> }).tables;
    let withRows = 0;
    for (const ref of references) {
      if (NOT_EXPORTED.has(ref.table)) continue;
      const rows = before.get(ref.table) ?? [];
      if (rows.length > 0) withRows += 1;
      const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
      const exportedIds = (tables[ref.table] ?? []).map((row) => Number(row.id)).sort((a, b) => a - b);
      expect(exportedIds, `export of ${ref.table}`).toEqual(expect.arrayContaining(ids));
    }
    expect(withRows).toBeGreaterThan(5);
    // Rows owned through another row (a plan's sessions and items) are there too, and no secret is.
    expect(tables.child_activity_items?.length).toBeGreaterThan(0);
    expect(JSON.stringify(tables)).not.toMatch(/token_hash|password_hash/);

    // Another family cannot delete or read the child.
    const stranger = await harness.family('stranger');
    expect((await harness.call('DELETE', `/v1/patients/${childId}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect(
      (await harness.call('GET', `/v1/patients/${childId}/export`, { token: stranger.token })).status,
    ).toBe(404);

    const deleted = await harness.call('DELETE', `/v1/patients/${childId}`, { token });
    expect(deleted.status).toBe(204);
    for (const ref of references) {
      if (KEPT_BY_LAW.has(ref.table)) continue;
      expect(await rowsOf(harness, ref, childId), `${ref.table}.${ref.column}`).toEqual([]);
    }
    const itemRows = (await harness.server.ctx.db.execute(
      sql`select count(*)::int as n from child_activity_items where id = ${family.itemId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(itemRows.rows[0]?.n).toBe(0);
    expect((await harness.call('GET', `/v1/patients/${childId}`, { token })).status).toBe(404);
    // The family's purchases stay.
    const family2 = (await harness.call('GET', '/v1/payment/purchases', { token })).json as {
      purchases: unknown[];
    };
    expect(family2.purchases.length).toBeGreaterThan(0);
  });

  it('exports the whole family', async () => {
    const family = await familyWithEverything(harness, 'export-family');
    const exported = await harness.call('GET', '/v1/users/me/export', { token: family.token });
    expect(exported.status).toBe(200);
    const tables = (exported.json as { tables: Record<string, Record<string, unknown>[]> }).tables;
    expect(tables.users?.[0]?.id).toBe(family.userId);
    expect(tables.users?.[0]).not.toHaveProperty('password_hash');
    expect(tables.children?.map((c) => c.id)).toContain(family.childId);
    expect(tables.prescriptions?.map((p) => p.id)).toContain(family.prescriptionId);
    expect(tables.collaborators?.map((c) => c.id)).toContain(family.collaboratorId);
    expect(tables).not.toHaveProperty('auth_tokens');
  });
});
