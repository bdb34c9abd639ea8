/**
 * The visit report over real HTTP (issue 28): the demo family's report of Maya carries her scores with
 * goal lines and typical bands, her prescriptions, plan weeks and latest check-in answers with question
 * texts, in English and Spanish; a second family's report carries only its own child's names; another
 * family's child is 404; a bad period is 422 naming the field; a period without records says so. The PDF
 * of the same report (`report.pdf`) is read back with a PDF text extractor: the child's name, each measure
 * and each medication are in it, in the language asked for, and never the other family's child. A
 * prescription the family deletes leaves its list but shows in the report as stopped on that day; each
 * current prescription's doses of the period (answered over HTTP) are counted taken, skipped and not answered.
 */
import { addDays, type ReportView } from '@attune/core/rules';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doseRecords } from '../src/db/schema';
import { DEMO_ACCOUNT } from '../src/seed/seed';
import { engines, type Harness, startHarness } from './support/harness';

describe.each(engines)('visit report (%s)', (engine) => {
  let harness: Harness;
  let demoToken: string;
  let mayaId: number;
  let otherToken: string;
  let noahId: number;
  let today: string;

  const report = async (token: string, childId: number, query = '') => {
    const response = await harness.call('GET', `/v1/children/${childId}/report${query}`, { token });
    return {
      status: response.status,
      report: (response.json as { report: ReportView }).report,
      json: response.json,
    };
  };

  beforeAll(async () => {
    harness = await startHarness(engine);
    today = harness.clock.now().toISOString().slice(0, 10);
    const login = await harness.call('POST', '/v1/sessions', { body: DEMO_ACCOUNT });
    demoToken = (login.json as { user: { token: string } }).user.token;
    const patients = await harness.call('GET', '/v1/patients', { token: demoToken });
    mayaId = (patients.json as { patients: { id: number; name: string }[] }).patients[0]?.id ?? 0;

    // A second family: Noah, with a prescription of the second medication and an anxiety check-in.
    ({ token: otherToken } = await harness.family('report-other'));
    const call = (method: string, path: string, body?: unknown) =>
      harness.call(method, path, { token: otherToken, body });
    const added = await call('POST', '/v1/patients', {
      patient: { name: 'Noah', birthday: addDays(today, -9 * 366), gender: 'male' },
    });
    noahId = (added.json as { patient: { id: number } }).patient.id;
    const { medications } = (await call('GET', '/v1/medications')).json as {
      medications: { id: number; name: string; dosages: { id: number }[] }[];
    };
    const medication = medications[1] ?? medications[0];
    const prescribed = await call('POST', '/v1/prescriptions', {
      taking_medication: true,
      prescription: {
        child_id: noahId,
        medication_id: medication?.id,
        dosage_id: medication?.dosages[0]?.id,
        start_date: today,
        taken: ['morning'],
        prescribed_by: 'pediatrician',
      },
    });
    expect(prescribed.status).toBe(200);
    const { questionnaires } = (await call('GET', '/v1/questionnaires')).json as {
      questionnaires: {
        id: number;
        kind: string;
        questions: { id: number; question_responses: { id: number }[] }[];
      }[];
    };
    const anxiety = questionnaires.find((q) => q.kind === 'anxiety');
    const answered = await call('POST', '/v1/assessments', {
      patient_id: noahId,
      questionnaire_id: anxiety?.id,
      questionnaire_responses: (anxiety?.questions ?? []).map((q) => ({
        question_id: q.id,
        question_response_id: q.question_responses[2]?.id,
      })),
    });
    expect(answered.status).toBe(200);
  });
  afterAll(() => harness?.close());

  /** The PDF of a report, and its text as a PDF text extractor reads it. */
  const pdf = async (token: string, childId: number, query = '') => {
    const response = await fetch(`${harness.url}/v1/children/${childId}/report.pdf${query}`, {
      headers: { 'x-user-token': token },
    });
    if (response.status !== 200) return { status: response.status, type: '', text: '' };
    const bytes = new Uint8Array(await response.arrayBuffer());
    const parser = new PDFParse({ data: bytes });
    const { text } = await parser.getText();
    await parser.destroy();
    return { status: response.status, type: response.headers.get('content-type') ?? '', text };
  };
  /** Whitespace as one space: a PDF's text breaks lines where the page does. */
  const flat = (text: string) => text.replace(/\s+/g, ' ');

  it("the demo parent's report of Maya shows her scores, medications, plan weeks and latest answers", async () => {
    const { status, report: view } = await report(
      demoToken,
      mayaId,
      `?from=${addDays(today, -89)}&to=${today}`,
    );
    expect(status).toBe(200);
    expect(view.child.name).toBe('Maya');
    expect(view.empty).toBe(false);
    expect(view.period).toEqual({ from: addDays(today, -89), to: today });
    expect(view.measures.length).toBeGreaterThan(0);
    for (const measure of view.measures) {
      const days = measure.points.map((p) => p.day);
      expect(days).toEqual([...days].sort());
      expect(measure.latest).toEqual(measure.points.at(-1));
      expect(measure.title).not.toBe('');
    }
    expect(view.measures.some((m) => m.typical !== null && m.goal !== null)).toBe(true);
    expect(view.medications.current.length).toBeGreaterThan(0);
    expect(view.check_ins.length).toBeGreaterThan(0);
    for (const checkIn of view.check_ins) {
      expect(checkIn.answers.length).toBeGreaterThan(0);
      for (const answer of checkIn.answers) expect(answer.question).not.toBe('');
    }
    expect(view.plans.weeks.length).toBeGreaterThan(0);
  });

  it('is written in the language asked for, else the account language', async () => {
    const en = await report(demoToken, mayaId, '?language=en');
    const es = await report(demoToken, mayaId, '?language=es');
    expect(es.report.language).toBe('es');
    expect(en.report.language).toBe('en');
    const kinds = en.report.measures.map((m) => m.key);
    expect(es.report.measures.map((m) => m.key)).toEqual(kinds);
    if (kinds.includes('anxiety')) {
      expect(en.report.measures.find((m) => m.key === 'anxiety')?.title).toBe('Anxiety');
      expect(es.report.measures.find((m) => m.key === 'anxiety')?.title).toBe('Ansiedad');
    }
  });

  it("each family's report carries only its own child's names", async () => {
    const maya = JSON.stringify((await report(demoToken, mayaId)).json);
    const noah = JSON.stringify((await report(otherToken, noahId)).json);
    expect(maya).toContain('Maya');
    expect(maya).not.toContain('Noah');
    expect(noah).toContain('Noah');
    expect(noah).not.toContain('Maya');
    const noahView = (await report(otherToken, noahId)).report;
    expect(noahView.medications.current).toHaveLength(1);
    expect(noahView.measures.map((m) => m.key)).toContain('anxiety');
    expect(noahView.check_ins).toHaveLength(1);
  });

  it("another family's child answers 404, as a missing one", async () => {
    expect((await report(otherToken, mayaId)).status).toBe(404);
    expect((await report(demoToken, noahId)).status).toBe(404);
  });

  it('a bad period answers 422 naming the field', async () => {
    const wrongDay = await report(demoToken, mayaId, '?from=2026-02-30');
    expect(wrongDay.status).toBe(422);
    expect(wrongDay.json).toEqual({ errors: { from: ['is not a real date'] } });
    const reversed = await report(demoToken, mayaId, `?from=${today}&to=${addDays(today, -1)}`);
    expect(reversed.status).toBe(422);
    expect(reversed.json).toEqual({ errors: { from: ['must not be after to'] } });
    const badTo = await report(demoToken, mayaId, '?to=soon');
    expect(badTo.status).toBe(422);
    expect(badTo.json).toEqual({ errors: { to: ['is not a real date'] } });
  });

  it('a period without records says so', async () => {
    const { report: view } = await report(demoToken, mayaId, '?from=2001-01-01&to=2001-12-31');
    expect(view.empty).toBe(true);
    expect(view.measures).toEqual([]);
    expect(view.check_ins).toEqual([]);
  });

  it("the PDF holds the child's name, each measure and each medication, in the language asked for", async () => {
    const query = `?from=${addDays(today, -89)}&to=${today}`;
    const view = (await report(demoToken, mayaId, `${query}&language=en`)).report;
    const english = await pdf(demoToken, mayaId, `${query}&language=en`);
    expect(english.status).toBe(200);
    expect(english.type).toBe('application/pdf');
    const text = flat(english.text);
    expect(text).toContain('Visit report');
    expect(text).toContain('Maya');
    expect(text).toContain('is not a diagnosis');
    expect(view.measures.length).toBeGreaterThan(0);
    for (const measure of view.measures) expect(text).toContain(measure.title);
    expect(view.medications.current.length).toBeGreaterThan(0);
    for (const prescription of view.medications.current) expect(text).toContain(prescription.medication);
    const spanish = flat((await pdf(demoToken, mayaId, `${query}&language=es`)).text);
    expect(spanish).toContain('Informe para la consulta');
    expect(spanish).toContain('no es un diagnóstico');
    const viewEs = (await report(demoToken, mayaId, `${query}&language=es`)).report;
    for (const measure of viewEs.measures) expect(spanish).toContain(measure.title);
  });

  it("each family's PDF carries only its own child's names; another family's child is 404", async () => {
    const maya = flat((await pdf(demoToken, mayaId)).text);
    const noah = flat((await pdf(otherToken, noahId)).text);
    expect(maya).toContain('Maya');
    expect(maya).not.toContain('Noah');
    expect(noah).toContain('Noah');
    expect(noah).not.toContain('Maya');
    expect((await pdf(otherToken, mayaId)).status).toBe(404);
    expect((await pdf(demoToken, mayaId, '?from=nope')).status).toBe(422);
  });

  it('a deleted prescription leaves the list and shows as stopped on its day; doses are counted per prescription', async () => {
    const { token } = await harness.family('report-stopped');
    const call = (method: string, path: string, body?: unknown) =>
      harness.call(method, path, { token, body });
    const added = await call('POST', '/v1/patients', {
      patient: { name: 'Lena', birthday: addDays(today, -8 * 366), gender: 'female' },
    });
    const childId = (added.json as { patient: { id: number } }).patient.id;
    const { medications } = (await call('GET', '/v1/medications')).json as {
      medications: { id: number; name: string; dosages: { id: number }[] }[];
    };
    const prescribe = async (index: number) => {
      const medication = medications[index] as (typeof medications)[number];
      const response = await call('POST', '/v1/prescriptions', {
        taking_medication: true,
        prescription: {
          child_id: childId,
          medication_id: medication.id,
          dosage_id: medication.dosages[0]?.id,
          start_date: addDays(today, -20),
          taken: ['morning', 'evening'],
          prescribed_by: 'pediatrician',
        },
      });
      expect(response.status).toBe(200);
      return {
        id: (response.json as { prescription: { id: number } }).prescription.id,
        name: medication.name,
      };
    };
    const kept = await prescribe(0);
    const stopped = await prescribe(1);

    // Doses answered over HTTP (from the reminder or the prescription's page), and one the reminder run
    // wrote that nobody answered; one answer before the period is left out.
    const answer = async (day: string, dose: string, value: string) =>
      expect(
        (
          await call('PUT', `/v1/prescriptions/${kept.id}/doses`, {
            child_id: childId,
            day,
            dose,
            answer: value,
          })
        ).status,
      ).toBe(200);
    await answer(addDays(today, -15), 'morning', 'taken');
    await answer(addDays(today, -3), 'morning', 'taken');
    await answer(addDays(today, -3), 'evening', 'skipped');
    await answer(today, 'morning', 'taken');
    await harness.server.ctx.db.insert(doseRecords).values({
      prescriptionId: kept.id,
      day: addDays(today, -2),
      dose: 'evening',
      createdAt: harness.clock.now(),
    });

    const deleted = await call('DELETE', `/v1/prescriptions/${stopped.id}`, { child_id: childId });
    expect(deleted.status).toBeLessThan(300);
    // The family's view is the spec's delete: gone from the list, and gone for another delete or a save.
    const child = (await call('GET', `/v1/patients/${childId}`)).json as {
      patient: { prescriptions: { id: number }[] };
    };
    expect(child.patient.prescriptions.map((p) => p.id)).toEqual([kept.id]);
    expect((await call('DELETE', `/v1/prescriptions/${stopped.id}`, { child_id: childId })).status).toBe(404);

    const query = `?from=${addDays(today, -9)}&to=${today}&language=en`;
    const view = (await report(token, childId, query)).report;
    expect(view.medications.current.map((p) => p.medication)).toEqual([kept.name]);
    expect(view.medications.current[0]?.adherence).toEqual({ taken: 2, skipped: 1, unanswered: 1 });
    expect(view.medications.changes).toEqual([
      { kind: 'stopped', day: today, medication: stopped.name, dosage: expect.any(String) },
    ]);
    // A period that ended before the stop: both were current, nothing stopped.
    const before = (await report(token, childId, `?from=${addDays(today, -20)}&to=${addDays(today, -1)}`))
      .report;
    expect(before.medications.current.map((p) => p.medication).sort()).toEqual(
      [kept.name, stopped.name].sort(),
    );
    expect(before.medications.changes.some((c) => c.kind === 'stopped')).toBe(false);

    const dayText = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${today}T00:00:00Z`),
    );
    const text = flat((await pdf(token, childId, query)).text);
    expect(text).toContain(`${dayText}: Stopped ${stopped.name}`);
    expect(text).toContain('Doses in this period: 2 taken, 1 skipped, 1 not answered');
    const spanish = flat(
      (await pdf(token, childId, `?from=${addDays(today, -9)}&to=${today}&language=es`)).text,
    );
    expect(spanish).toContain(`Se suspendió ${stopped.name}`);
    expect(spanish).toContain('Dosis en este periodo: 2 tomadas, 1 omitidas, 1 sin respuesta');
  });

  it("carries the parent's notes only when asked (include my notes), in the page's view and the PDF", async () => {
    type Plan = {
      child_activity_sessions: {
        schedule_date: string | null;
        child_activity_items: { id: number; activity_item: { kind: string } }[];
      }[];
    };
    const { plans } = (
      await harness.call('GET', `/v1/child_activity_plans?child_id=${mayaId}`, { token: demoToken })
    ).json as { plans: Plan[] };
    const item = plans
      .flatMap((p) => p.child_activity_sessions)
      .filter((s) => s.schedule_date !== null && s.schedule_date <= today)
      .flatMap((s) => s.child_activity_items)
      .find((i) => i.activity_item.kind === 'reflection');
    expect(item).toBeDefined();
    const saved = await harness.call('PUT', `/v1/child_activity_items/${item?.id}/reflection`, {
      token: demoToken,
      body: { child_id: mayaId, reflection: { text: 'Calmer mornings this week.' } },
    });
    expect(saved.status).toBe(200);
    const query = `?from=${addDays(today, -89)}&to=${today}`;
    expect((await report(demoToken, mayaId, query)).report.reflections).toBeNull();
    const withNotes = (await report(demoToken, mayaId, `${query}&notes=true`)).report;
    expect(withNotes.reflections?.map((r) => r.text)).toContain('Calmer mornings this week.');
    expect(flat((await pdf(demoToken, mayaId, `${query}&notes=true&language=en`)).text)).toContain(
      'Calmer mornings this week.',
    );
    expect(flat((await pdf(demoToken, mayaId, `${query}&language=en`)).text)).not.toContain(
      'Calmer mornings',
    );
  });
});
