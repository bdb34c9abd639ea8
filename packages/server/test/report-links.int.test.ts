/**
 * Share links of the visit report over real HTTP (issue 28): the demo parent makes a 7-day link; it opens
 * the report and its PDF with no log-in, and each open is in the family's access log ("Who saw my child's
 * data"); only the token's SHA-256 is stored; another family cannot list or revoke it; once revoked, or
 * after its 7 days (the test's clock), it answers 404; 3 days is refused naming the field; the link is
 * mailed through the outbox to an address the parent types.
 */
import { createHash } from 'node:crypto';
import { MS_PER_DAY } from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportLinks } from '../src/db/schema';
import { DEMO_ACCOUNT } from '../src/seed/seed';
import { engines, type Harness, startHarness } from './support/harness';

describe.each(engines)('visit report share links (%s)', (engine) => {
  let harness: Harness;
  let token: string;
  let otherToken: string;
  let mayaId: number;

  beforeAll(async () => {
    harness = await startHarness(engine);
    const login = await harness.call('POST', '/v1/sessions', { body: DEMO_ACCOUNT });
    token = (login.json as { user: { token: string } }).user.token;
    const patients = await harness.call('GET', '/v1/patients', { token });
    mayaId = (patients.json as { patients: { id: number }[] }).patients[0]?.id ?? 0;
    ({ token: otherToken } = await harness.family('report-links-other'));
  });
  afterAll(() => harness?.close());

  const make = async (days: number) =>
    harness.call('POST', `/v1/children/${mayaId}/report_links`, { token, body: { days } });
  const tokenOf = (url: string) => url.split('/r/')[1] ?? '';
  const auditRows = async () =>
    (
      (await harness.call('GET', `/v1/audit_events?child_id=${mayaId}`, { token })).json as {
        audit_events: {
          record_kind: string;
          record_id: number | null;
          action: string;
          actor: { you: boolean };
        }[];
      }
    ).audit_events;

  it('opens the report and its PDF with no log-in, and writes each open to the access log', async () => {
    const made = await make(7);
    expect(made.status).toBe(201);
    const { url, report_link: link } = made.json as {
      url: string;
      report_link: { id: number; open: boolean };
    };
    expect(url).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);
    expect(link.open).toBe(true);
    const secret = tokenOf(url);
    // Only the SHA-256 of the token is stored.
    const stored = await harness.database.db
      .select({ tokenHash: reportLinks.tokenHash })
      .from(reportLinks)
      .where(eq(reportLinks.id, link.id));
    const hashes = JSON.stringify(stored);
    expect(hashes).toContain(createHash('sha256').update(secret).digest('hex'));
    expect(hashes).not.toContain(secret);

    const before = (await auditRows()).filter((row) => row.record_kind === 'report_link').length;
    const opened = await harness.call('GET', `/v1/shared_reports/${secret}`);
    expect(opened.status).toBe(200);
    expect((opened.json as { report: { child: { name: string } } }).report.child.name).toBe('Maya');
    const pdf = await fetch(`${harness.url}/v1/shared_reports/${secret}/report.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) });
    expect((await parser.getText()).text).toContain('Maya');
    await parser.destroy();
    const rows = (await auditRows()).filter((row) => row.record_kind === 'report_link');
    expect(rows.length).toBe(before + 2);
    expect(rows[0]).toMatchObject({ record_id: link.id, action: 'read' });

    const listed = await harness.call('GET', `/v1/report_links?child_id=${mayaId}`, { token });
    expect((listed.json as { report_links: { id: number }[] }).report_links.map((l) => l.id)).toContain(
      link.id,
    );
  });

  it('answers 404 once revoked; another family can neither list nor revoke it', async () => {
    const { url, report_link: link } = (await make(30)).json as { url: string; report_link: { id: number } };
    const secret = tokenOf(url);
    expect(
      (await harness.call('GET', `/v1/report_links?child_id=${mayaId}`, { token: otherToken })).status,
    ).toBe(404);
    expect((await harness.call('DELETE', `/v1/report_links/${link.id}`, { token: otherToken })).status).toBe(
      404,
    );
    expect((await harness.call('GET', `/v1/shared_reports/${secret}`)).status).toBe(200);
    expect((await harness.call('DELETE', `/v1/report_links/${link.id}`, { token })).status).toBe(204);
    expect((await harness.call('GET', `/v1/shared_reports/${secret}`)).status).toBe(404);
    expect((await fetch(`${harness.url}/v1/shared_reports/${secret}/report.pdf`)).status).toBe(404);
    const listed = (await harness.call('GET', `/v1/report_links?child_id=${mayaId}`, { token })).json as {
      report_links: { id: number; open: boolean }[];
    };
    expect(listed.report_links.find((l) => l.id === link.id)?.open).toBe(false);
  });

  it('answers 404 after its days, and 404 for a token that names no link', async () => {
    const { url } = (await make(7)).json as { url: string };
    const secret = tokenOf(url);
    const start = harness.clock.now();
    harness.clock.set(new Date(start.getTime() + 7 * MS_PER_DAY - 1000));
    expect((await harness.call('GET', `/v1/shared_reports/${secret}`)).status).toBe(200);
    harness.clock.set(new Date(start.getTime() + 7 * MS_PER_DAY));
    expect((await harness.call('GET', `/v1/shared_reports/${secret}`)).status).toBe(404);
    harness.clock.set(start);
    expect((await harness.call('GET', '/v1/shared_reports/nothing-here')).status).toBe(404);
  });

  it('refuses a lifetime other than 7 or 30 days, naming the field', async () => {
    const refused = await make(3);
    expect(refused.status).toBe(422);
    expect(Object.keys((refused.json as { errors: Record<string, string[]> }).errors)).toEqual(['days']);
  });

  it('mails the link, through the outbox, to the address the parent typed', async () => {
    const made = await harness.call('POST', `/v1/children/${mayaId}/report_links`, {
      token,
      body: { days: 30, email: 'dr.lee@clinic.example' },
    });
    expect(made.status).toBe(201);
    const { url } = made.json as { url: string };
    const outbox = (await harness.call('GET', '/dev/outbox')).json as {
      messages: { to: string; subject: string; text: string }[];
    };
    const mail = outbox.messages.find((message) => message.to === 'dr.lee@clinic.example');
    expect(mail?.subject).toBe("Maya's visit report from Attune");
    expect(mail?.text).toContain(url);
    const refused = await harness.call('POST', `/v1/children/${mayaId}/report_links`, {
      token,
      body: { days: 7, email: 'not an address' },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys((refused.json as { errors: Record<string, string[]> }).errors)).toEqual(['email']);
  });
});
