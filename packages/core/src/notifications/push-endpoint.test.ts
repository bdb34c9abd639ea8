import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPushServiceEndpoint, PUSH_SERVICE_HOSTS } from './notifications.logic';

const production = { production: true };
const development = { production: false };

describe('isPushServiceEndpoint', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://wns2-db5p.notify.windows.com/w/?token=abc', true],
    ['https://web.push.apple.com/QGx', true],
    ['https://api.push.apple.com/3/device/abc', true],
    ['https://FCM.googleapis.com/fcm/send/abc', true],
    ['https://notify.windows.com/w', false],
    ['https://evil.example.com/fcm.googleapis.com', false],
    ['https://fcm.googleapis.com.evil.example/x', false],
    ['https://evilpush.apple.com/x', false],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false],
    ['https://fcm.googleapis.com:443/fcm/send/abc', true],
    ['https://fcm.googleapis.com./fcm/send/abc', true],
    ['https://a b.notify.windows.com/x', false],
    ['https://user:pw@fcm.googleapis.com/fcm/send/abc', false],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['http://127.0.0.1:9000/push', false],
    ['https://10.0.0.1/push', false],
    ['not a url', false],
  ])('in production %s -> %s', (url, allowed) => {
    expect(isPushServiceEndpoint(url, production)).toBe(allowed);
  });

  it.each([
    ['http://127.0.0.1:9000/push', true],
    ['http://localhost:9000/push', true],
    ['https://push.example.test/x', true],
    ['http://10.0.0.1/push', false],
    ['nope', false],
  ])('outside production %s -> %s', (url, allowed) => {
    expect(isPushServiceEndpoint(url, development)).toBe(allowed);
  });

  it('in production an endpoint is accepted only on a known push service host, whatever its path', () => {
    fc.assert(
      fc.property(fc.domain(), fc.webPath(), (host, path) => {
        const known =
          (PUSH_SERVICE_HOSTS as readonly string[]).includes(host) ||
          host.endsWith('.notify.windows.com') ||
          host.endsWith('.push.apple.com');
        expect(isPushServiceEndpoint(`https://${host}${path}`, production)).toBe(known);
      }),
    );
  });

  it('every known push service host is accepted in production, and nothing production accepts is refused outside it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PUSH_SERVICE_HOSTS, 'a.notify.windows.com', 'x.push.apple.com'),
        fc.webPath(),
        fc.webUrl(),
        (host, path, any) => {
          expect(isPushServiceEndpoint(`https://${host}${path}`, production)).toBe(true);
          if (isPushServiceEndpoint(any, production))
            expect(isPushServiceEndpoint(any, development)).toBe(true);
        },
      ),
    );
  });

  it('plain http never reaches a push service in production', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http'] }), (url) => {
        expect(isPushServiceEndpoint(url, production)).toBe(false);
      }),
    );
  });
});
