import { describe, expect, it } from 'vitest';
import { appointmentCompleteMail } from './messages';

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
