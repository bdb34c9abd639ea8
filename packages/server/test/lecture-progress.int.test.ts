/**
 * A course lecture remembers where the child stopped: the player saves the position, the next read of
 * the child's courses resumes there, and the video's end completes the lecture once (core's courses rules).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

type ProfileLecture = { id: number; position: number; current_time: number; completed_at: string | null };
type Courses = { courses: { id: number; profile_lectures: ProfileLecture[] }[] };
type Errors = { errors: Record<string, string[]> };

describe.each(engines)('lecture progress (%s)', (engine) => {
  let harness: Harness;
  let token: string;
  let childId: number;
  let lectures: ProfileLecture[];

  const call = (method: string, path: string, body?: unknown, as = token) =>
    harness.call(method, path, { token: as, body });
  const save = (id: number, current_time: number, ended?: boolean, child = childId, as = token) =>
    call(
      'PUT',
      `/v1/profile_lectures/${id}`,
      { child_id: child, profile_lecture: ended === undefined ? { current_time } : { current_time, ended } },
      as,
    );
  const read = async (): Promise<ProfileLecture[]> => {
    const response = await call('GET', `/v1/profile/courses?child_id=${childId}`);
    expect(response.status).toBe(200);
    return [...((response.json as Courses).courses[0]?.profile_lectures ?? [])].sort(
      (a, b) => a.position - b.position,
    );
  };

  beforeAll(async () => {
    harness = await startHarness(engine);
    ({ token } = await harness.family('lectures'));
    const child = await call('POST', '/v1/patients', {
      patient: { name: 'Noa', birthday: birthdayYearsAgo(harness.clock, 9), gender: 'female' },
    });
    childId = (child.json as { patient: { id: number } }).patient.id;
    const products = (await call('GET', '/v1/products')).json as { products: { id: number; name: string }[] };
    const course = products.products.find((p) => p.name === 'honestly-adhd');
    const bought = await call('POST', '/v1/payment/purchases', {
      payment: { product_id: course?.id, stripe_token: 'tok_visa' },
      child_id: childId,
    });
    expect(bought.status).toBe(200);
    lectures = await read();
    expect(lectures.length).toBe(3);
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('starts every lecture at 0, not completed', () => {
    for (const lecture of lectures) expect(lecture).toMatchObject({ current_time: 0, completed_at: null });
  });

  it('keeps where the child stopped, in whole seconds, and the next read resumes there', async () => {
    const first = lectures[0] as ProfileLecture;
    const saved = await save(first.id, 42.7);
    expect(saved.status).toBe(200);
    expect((saved.json as { profile_lecture: ProfileLecture }).profile_lecture).toMatchObject({
      id: first.id,
      current_time: 42,
      completed_at: null,
    });
    const again = await read();
    expect(again[0]).toMatchObject({ current_time: 42, completed_at: null });
    expect(again[1]).toMatchObject({ current_time: 0 });
  });

  it('completes the lecture when the video ends, and a later watch keeps the first completion', async () => {
    const first = lectures[0] as ProfileLecture;
    const endedAt = harness.clock.now().toISOString();
    expect((await save(first.id, 5, true)).status).toBe(200);
    expect((await read())[0]).toMatchObject({
      current_time: 5,
      completed_at: new Date(endedAt).toISOString(),
    });
    harness.clock.advanceDays(2);
    expect((await save(first.id, 2)).status).toBe(200);
    expect((await save(first.id, 5, true)).status).toBe(200);
    expect((await read())[0]).toMatchObject({
      current_time: 5,
      completed_at: new Date(endedAt).toISOString(),
    });
  });

  it('refuses a negative position naming the field, and keeps what was saved', async () => {
    const second = lectures[1] as ProfileLecture;
    expect((await save(second.id, 17)).status).toBe(200);
    const bad = await save(second.id, -3);
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.json as Errors).errors)).toEqual(['profile_lecture.current_time']);
    expect((await read())[1]).toMatchObject({ current_time: 17 });
  });

  it("answers 404 for another family's lecture and for a lecture named with another child", async () => {
    const first = lectures[0] as ProfileLecture;
    const stranger = await harness.family('stranger');
    const theirs = await call(
      'POST',
      '/v1/patients',
      { patient: { name: 'Kai', birthday: birthdayYearsAgo(harness.clock, 8), gender: 'male' } },
      stranger.token,
    );
    const theirChild = (theirs.json as { patient: { id: number } }).patient.id;
    expect((await save(first.id, 99, false, childId, stranger.token)).status).toBe(404);
    expect((await save(first.id, 99, false, theirChild, stranger.token)).status).toBe(404);
    const sibling = await call('POST', '/v1/patients', {
      patient: { name: 'Ari', birthday: birthdayYearsAgo(harness.clock, 7), gender: 'other' },
    });
    const siblingId = (sibling.json as { patient: { id: number } }).patient.id;
    expect((await save(first.id, 99, false, siblingId)).status).toBe(404);
    expect((await read())[0]).toMatchObject({ current_time: 5 });
  });
});
