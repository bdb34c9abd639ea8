/**
 * The audit trail: a read of a child's record writes a row (who, which child, what, when, from where);
 * changes too, the cached answer of a child's plans included; the family sees its own rows at
 * `GET audit_events`, another family sees none of them; a read whose row cannot be written fails, and the
 * rows of concurrent calls share an INSERT without one call's failure failing the others; rows cannot be
 * changed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema';
import { engines, type Harness, startHarness } from './support/harness';

type AuditRow = {
  child_id: number | null;
  child_name: string | null;
  record_kind: string;
  record_id: number | null;
  action: string;
  actor: { id: number; you: boolean };
  ip: string;
  created_at: string;
};

describe.each(engines)('audit trail (%s)', (engine) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness(engine);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('writes a row for a read of a child, and one for each change, shown to the family only', async () => {
    const family = await harness.family('audited');
    const stranger = await harness.family('stranger');
    const created = await harness.call('POST', '/v1/patients', {
      token: family.token,
      body: { patient: { name: 'Robin', birthday: '2017-05-06', gender: 'other' } },
    });
    const childId = (created.json as { patient: { id: number } }).patient.id;
    const before = (await harness.server.ctx.db.select().from(auditEvents)).length;

    const read = await harness.call('GET', `/v1/patients/${childId}`, { token: family.token });
    expect(read.status).toBe(200);
    const rows = await harness.server.ctx.db.select().from(auditEvents);
    expect(rows.length).toBe(before + 1);
    const last = rows[rows.length - 1];
    expect(last).toMatchObject({ userId: family.userId, childId, action: 'read', endpoint: 'getPatient' });
    expect(last?.ip).toMatch(/127\.0\.0\.1/);

    // Another family's attempt answers 404 and reads nothing, so it writes no row about the child.
    expect((await harness.call('GET', `/v1/patients/${childId}`, { token: stranger.token })).status).toBe(
      404,
    );
    await harness.call('PUT', `/v1/patients/${childId}`, {
      token: family.token,
      body: { patient: { name: 'Robin Lee' } },
    });
    await harness.call('GET', `/v1/child_activity_plans?child_id=${childId}`, { token: family.token });

    const listed = await harness.call('GET', `/v1/audit_events?child_id=${childId}`, { token: family.token });
    expect(listed.status).toBe(200);
    const events = (listed.json as { audit_events: AuditRow[] }).audit_events;
    expect(events.map((e) => [e.action, e.record_kind])).toEqual([
      ['read', 'child_activity_plans'],
      ['update', 'patients'],
      ['read', 'patients'],
      ['create', 'patients'],
    ]);
    expect(events.every((e) => e.child_id === childId && e.actor.you && e.child_name === 'Robin Lee')).toBe(
      true,
    );

    const theirs = await harness.call('GET', `/v1/audit_events?child_id=${childId}`, {
      token: stranger.token,
    });
    expect(theirs.status).toBe(404);
    const all = await harness.call('GET', '/v1/audit_events', { token: stranger.token });
    expect((all.json as { audit_events: AuditRow[] }).audit_events).toEqual([]);
  });

  it('names the record when the call names one (a prescription by its id)', async () => {
    const family = await harness.family('record');
    const created = await harness.call('POST', '/v1/patients', {
      token: family.token,
      body: { patient: { name: 'Sam', birthday: '2016-01-02', gender: 'male' } },
    });
    const childId = (created.json as { patient: { id: number } }).patient.id;
    const prescription = await harness.call('POST', '/v1/prescriptions', {
      token: family.token,
      body: {
        taking_medication: true,
        prescription: {
          child_id: childId,
          medication_id: null,
          dosage_id: null,
          custom_medication: 'Calmex',
          custom_dosage: '5 mg',
          start_date: '2026-01-01',
          taken: ['morning'],
          prescribed_by: 'pediatrician',
        },
      },
    });
    expect(prescription.status, prescription.text).toBe(200);
    const id = (prescription.json as { prescription: { id: number } }).prescription.id;
    await harness.call('DELETE', `/v1/prescriptions/${id}`, {
      token: family.token,
      body: { child_id: childId },
    });
    const listed = await harness.call('GET', '/v1/audit_events', { token: family.token });
    const events = (listed.json as { audit_events: AuditRow[] }).audit_events;
    expect(events[0]).toMatchObject({ action: 'delete', record_kind: 'prescription', record_id: id });
  });

  it("writes a row for every read of a child's plans, the cached answers too", async () => {
    const family = await harness.family('cached');
    const created = await harness.call('POST', '/v1/patients', {
      token: family.token,
      body: { patient: { name: 'Kai', birthday: '2017-05-06', gender: 'other' } },
    });
    const childId = (created.json as { patient: { id: number } }).patient.id;
    const rowsAbout = async () =>
      (await harness.server.ctx.db.select().from(auditEvents)).filter(
        (row) => row.childId === childId && row.endpoint === 'listChildPlans',
      );
    const path = `/v1/child_activity_plans?child_id=${childId}`;
    const first = await harness.call('GET', path, { token: family.token });
    const etag = first.headers.get('etag') ?? '';
    // The second and third answers come from memory (a 304 for the ETag the first one gave).
    const second = await harness.call('GET', path, { token: family.token });
    const third = await harness.call('GET', path, {
      token: family.token,
      headers: { 'if-none-match': etag },
    });
    expect([first.status, second.status, third.status]).toEqual([200, 200, 304]);
    expect(second.headers.get('etag')).toBe(etag);
    const rows = await rowsAbout();
    expect(rows.length).toBe(3);
    expect(rows.every((row) => row.userId === family.userId && row.action === 'read')).toBe(true);
  });

  it('fails a read whose audit row cannot be written, cached or not', async () => {
    const family = await harness.family('unrecorded');
    const created = await harness.call('POST', '/v1/patients', {
      token: family.token,
      body: { patient: { name: 'Ash', birthday: '2017-05-06', gender: 'other' } },
    });
    const childId = (created.json as { patient: { id: number } }).patient.id;
    const path = `/v1/child_activity_plans?child_id=${childId}`;
    // Cached before the audit trail breaks, so the next read is answered from memory.
    expect((await harness.call('GET', path, { token: family.token })).status).toBe(200);
    const db = harness.server.ctx.db;
    await db.execute(
      sql.raw(`CREATE FUNCTION refuse_audit_${family.userId}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.user_id = ${family.userId} THEN RAISE EXCEPTION 'audit refused'; END IF; RETURN NEW; END $$`),
    );
    await db.execute(
      sql.raw(`CREATE TRIGGER refuse_audit_${family.userId} BEFORE INSERT ON audit_events
        FOR EACH ROW EXECUTE FUNCTION refuse_audit_${family.userId}()`),
    );
    try {
      const other = await harness.family('neighbour');
      const [cached, direct, neighbour] = await Promise.all([
        harness.call('GET', path, { token: family.token }),
        harness.call('GET', `/v1/patients/${childId}`, { token: family.token }),
        // Another family's read at the same moment is written and answered.
        harness.call('GET', '/v1/patients', { token: other.token }),
      ]);
      expect(cached.status).toBe(500);
      expect(cached.text).not.toContain('Ash');
      expect(direct.status).toBe(500);
      expect(neighbour.status).toBe(200);
    } finally {
      await db.execute(sql.raw(`DROP TRIGGER refuse_audit_${family.userId} ON audit_events`));
      await db.execute(sql.raw(`DROP FUNCTION refuse_audit_${family.userId}()`));
    }
    expect((await harness.call('GET', path, { token: family.token })).status).toBe(200);
  });

  it('writes the rows of concurrent calls in one INSERT, and fails only the call whose row is refused', async () => {
    const writer = harness.server.ctx.caches.audit;
    const family = await harness.family('batched');
    const row = (recordKind: string) => ({
      userId: family.userId,
      childId: null,
      recordKind,
      recordId: null,
      action: 'read',
      endpoint: 'batchTest',
      ip: '127.0.0.1',
      createdAt: new Date(),
    });
    const before = writer.statements;
    await Promise.all([
      writer.write([row('a')]),
      writer.write([row('b'), row('c')]),
      writer.write([row('d')]),
    ]);
    expect(writer.statements - before).toBe(1);
    const results = await Promise.allSettled([
      writer.write([row('e')]),
      // A row the table refuses (no record kind).
      writer.write([{ ...row('f'), recordKind: null as unknown as string }]),
      writer.write([row('g')]),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const kinds = (await harness.server.ctx.db.select().from(auditEvents))
      .filter((each) => each.endpoint === 'batchTest')
      .map((each) => each.recordKind)
      .sort();
    expect(kinds).toEqual(['a', 'b', 'c', 'd', 'e', 'g']);
  });

  it('refuses to change an audit row (append-only)', async () => {
    await expect(
      harness.server.ctx.db.execute(sql`UPDATE audit_events SET action = 'read'`),
    ).rejects.toThrow();
  });
});
