/**
 * Issue 26, finding 6: insurance card photos were unbounded per child (30 cards of 690 KB made one list
 * answer 28.5 MB) and checked by declared type only (an SVG or a polyglot declared as PNG was stored).
 * Now a child keeps its current front and back (a new photo of a side replaces the old), and the bytes
 * must be a plain image of the declared type (core's `imageBytesProblem`); anything else is a 422 on the
 * card. Photos are refused, not re-encoded (re-encoding needs a native image library).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessCode } from '../src/clinic/clinic-admin.service';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';
import { dataUrl, jpegBytes, pngBytes, pngWithText, webpBytes } from './support/images';

describe.each(engines)('insurance card photos (%s)', (engine) => {
  let harness: Harness;
  let token: string;
  let child: number;

  beforeAll(async () => {
    harness = await startHarness(engine);
    ({ token } = await harness.family('cards'));
    const code = await createAccessCode(harness.server.ctx);
    await harness.call('POST', '/v1/clinic/access_codes', {
      token,
      body: { access_code: { code: code.code } },
    });
    const added = await harness.call('POST', '/v1/patients', {
      token,
      body: { patient: { name: 'Kai', birthday: birthdayYearsAgo(harness.clock, 8), gender: 'male' } },
    });
    child = (added.json as { patient: { id: number } }).patient.id;
  });
  afterAll(async () => {
    await harness?.close();
  });

  const card = (value: string, side?: 'front' | 'back') =>
    harness.call('POST', '/v1/clinic/insurances/person_informations', {
      token,
      body: {
        person_information: {
          ownable_id: child,
          ownable_type: 'Patient',
          card: value,
          ...(side ? { side } : {}),
        },
      },
    });
  const cards = async () =>
    (
      (await harness.call('GET', '/v1/clinic/insurances/person_informations', { token })).json as {
        person_informations: { ownable_id: number; card: string | null }[];
      }
    ).person_informations.filter((info) => info.ownable_id === child && info.card !== null);

  it('keeps at most the current front and back of a child: 30 photos leave two', async () => {
    for (let i = 0; i < 15; i += 1) {
      expect((await card(dataUrl('image/png', pngBytes(`front ${i}`)), 'front')).status).toBe(200);
      expect((await card(dataUrl('image/jpeg', jpegBytes(`back ${i}`)), 'back')).status).toBe(200);
    }
    expect((await cards()).map((info) => info.card)).toEqual([
      dataUrl('image/png', pngBytes('front 14')),
      dataUrl('image/jpeg', jpegBytes('back 14')),
    ]);
    // A WebP replaces the front too.
    expect((await card(dataUrl('image/webp', webpBytes('front 15')), 'front')).status).toBe(200);
    expect(await cards()).toHaveLength(2);
  });

  it('refuses an SVG or other bytes declared as PNG, a polyglot, and bytes after the image, naming the card', async () => {
    const before = await cards();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    for (const bad of [
      dataUrl('image/png', svg),
      dataUrl('image/png', jpegBytes()),
      dataUrl('image/jpeg', Buffer.from('GIF89a')),
      dataUrl('image/png', pngWithText('<script>alert(1)</script>')),
      dataUrl(
        'image/png',
        Buffer.concat([pngBytes(), Buffer.from('<html><script>alert(1)</script></html>')]),
      ),
      dataUrl('image/jpeg', Buffer.concat([jpegBytes(), Buffer.from('PK\u0003\u0004')])),
    ]) {
      const refused = await card(bad, 'front');
      expect(refused.status).toBe(422);
      expect(Object.keys((refused.json as { errors: object }).errors)).toEqual(['person_information.card']);
    }
    expect(await cards()).toEqual(before);
  });
});
