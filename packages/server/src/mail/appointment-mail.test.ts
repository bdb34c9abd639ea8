import { describe, expect, it } from 'vitest';
import { appointmentCompleteMail, appointmentScheduledMail } from './messages';

describe('the appointment-complete mail', () => {
  it('names the child and links the Clinical tab, in English and in Spanish', () => {
    const link = 'https://app.example.org/app/child/7/clinical';
    const en = appointmentCompleteMail.en({ childName: 'Robin', link });
    const es = appointmentCompleteMail.es({ childName: 'Robin', link });
    expect(en.subject).toBe('Robin’s appointment is complete');
    expect(es.subject).toBe('La cita de Robin ha terminado');
    for (const mail of [en, es]) {
      expect(mail.text).toContain('Robin');
      expect(mail.text).toContain(link);
    }
    expect(es.text).toContain('Gracias por asistir');
  });
});

describe('the appointment-scheduled mail', () => {
  const start = new Date('2026-05-12T16:00:00Z');
  it('gives the time on the family’s clock with the zone named, and the questionnaires’ deadline day', () => {
    const en = appointmentScheduledMail.en({
      childName: 'Robin',
      start,
      timeZone: 'America/Los_Angeles',
      ask: { kind: 'by', day: '2026-05-09' },
      link: 'https://app.example.org/app/child/7/clinical',
    });
    expect(en.text).toContain('Tuesday, May 12, 2026 at 9:00 AM Pacific Daylight Time');
    expect(en.text).toContain('by Saturday, May 9.');
    expect(en.text).not.toContain('GMT');
    expect(en.text).toContain('https://app.example.org/app/child/7/clinical');
  });
  it('asks for the questionnaires as soon as possible when the deadline has passed, in English and Spanish', () => {
    const args = {
      childName: 'Robin',
      start,
      timeZone: 'Europe/Madrid',
      ask: { kind: 'asap' } as const,
      link: null,
    };
    const en = appointmentScheduledMail.en(args);
    const es = appointmentScheduledMail.es(args);
    expect(en.text).toContain('as soon as you can');
    expect(en.text).toContain('Central European Summer Time');
    expect(es.subject).toBe('Tu cita está programada');
    expect(es.text).toContain('lo antes posible');
    expect(es.text).toContain('martes, 12 de mayo de 2026');
    expect(es.text).toContain('18:00');
  });
});
