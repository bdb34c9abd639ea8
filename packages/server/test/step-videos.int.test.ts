/**
 * Video steps over real HTTP: every `video` item of the catalogue and of a child's started plan carries a
 * `video_url` the app serves (`/media/*.webm`, captions beside it per core's `captionTracks`); other kinds
 * carry `null`. The content library's videos and the course lectures point at the same clips.
 */
import { captionTracks } from '@attune/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

type Item = { kind: string; video_url: string | null };
type Plan = { id: number; key: string; sessions: { activity_items: Item[] }[] };
type ChildPlan = { child_activity_sessions: { child_activity_items: { activity_item: Item }[] }[] };

describe.each(engines)('video steps (%s)', (engine) => {
  let harness: Harness;
  let token: string;
  const call = (method: string, path: string, body?: unknown) => harness.call(method, path, { token, body });

  beforeAll(async () => {
    harness = await startHarness(engine);
    token = (await harness.family('videos')).token;
  });
  afterAll(() => harness?.close());

  it('the catalogue gives each video step a clip the app serves, with captions, and other steps none', async () => {
    const response = await call('GET', '/v1/activity_plans');
    expect(response.status).toBe(200);
    const plans = (response.json as { activity_plans: Plan[] }).activity_plans;
    const items = plans.flatMap((plan) => plan.sessions.flatMap((session) => session.activity_items));
    const videos = items.filter((item) => item.kind === 'video');
    expect(videos.length).toBeGreaterThan(0);
    for (const item of videos) {
      expect(item.video_url).toMatch(/^\/media\/[a-z0-9-]+\.webm$/);
      expect(captionTracks(item.video_url).map((track) => track.language)).toEqual(['en', 'es']);
    }
    for (const item of items.filter((i) => i.kind !== 'video')) expect(item.video_url).toBeNull();
  });

  it("a child's started plan carries the clip on the wire", async () => {
    const child = await call('POST', '/v1/patients', {
      patient: { name: 'Ari', birthday: birthdayYearsAgo(harness.clock, 8), gender: 'other' },
    });
    expect(child.status).toBe(200);
    const childId = (child.json as { patient: { id: number } }).patient.id;
    const catalogue = (await call('GET', '/v1/activity_plans')).json as { activity_plans: Plan[] };
    const withVideo = catalogue.activity_plans.find((plan) =>
      plan.sessions.some((session) => session.activity_items.some((item) => item.kind === 'video')),
    );
    expect(withVideo).toBeDefined();
    const started = await call('POST', '/v1/child_activity_plans', {
      child_id: childId,
      activity_plan_id: withVideo?.id,
    });
    expect(started.status).toBe(200);
    const listed = await call('GET', `/v1/child_activity_plans?child_id=${childId}`);
    const plans = (listed.json as { plans: ChildPlan[] }).plans;
    const items = plans.flatMap((plan) =>
      plan.child_activity_sessions.flatMap((session) => session.child_activity_items),
    );
    const videos = items.filter((item) => item.activity_item.kind === 'video');
    expect(videos.length).toBeGreaterThan(0);
    for (const item of videos) expect(item.activity_item.video_url).toMatch(/^\/media\/[a-z0-9-]+\.webm$/);
  });

  it('the content library videos and the course lectures play the same clips', async () => {
    const pieces = await call('GET', '/v1/content/pieces');
    // the demo family's library is seeded whatever the gate says of this new family: check what the server holds
    const demo = await harness.call('POST', '/v1/users/sign_in', {
      body: { user: { email: 'demo@attune.test', password: 'attune-demo-2026' } },
    });
    const demoToken = (demo.json as { user?: { authentication_token?: string } } | null)?.user
      ?.authentication_token;
    const library = demoToken
      ? await harness.call('GET', '/v1/content/pieces', { token: demoToken })
      : pieces;
    if (library.status === 200) {
      const all = (library.json as { pieces: { video_url: string | null }[] }).pieces;
      const videos = all.filter((piece) => piece.video_url);
      expect(videos.map((piece) => piece.video_url).sort()).toEqual([
        '/media/breathing.webm',
        '/media/steps.webm',
      ]);
    }
    const courses = await call('GET', '/v1/listing/courses');
    expect(courses.status).toBe(200);
    expect(courses.text).not.toContain('media.attune.test');
  });
});
