import { multiSelectQuestionnaire, questionnaire } from '@attune/core/testing/fixtures';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { QuestionnaireForm } from './Questionnaire';

const form = questionnaire();

describe('QuestionnaireForm', () => {
  it("labels a free-entry question 'Optional' only when it is, and says why Next waits on a required one", async () => {
    const user = userEvent.setup();
    const required = questionnaire({
      questions: form.questions.map((question) =>
        question.id === 5 ? { ...question, required: true } : question,
      ),
    });
    const render = (q: typeof form) =>
      renderWithI18n(
        <QuestionnaireForm
          questionnaire={q}
          childId={7}
          answers={{ 1: 10, 2: 20, 3: 30, 4: 40 }}
          index={4}
          submitAssessment={vi.fn()}
        />,
      );
    const shown = render(required);
    expect(screen.getByText('What changed?')).toBeTruthy();
    expect(screen.queryByText('Optional')).toBeNull();
    expect(screen.getByText('Required: answer this question to go on.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox'), 'A new school');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
    shown.unmount();
    render(form);
    expect(screen.getByText('Optional')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
  });

  it('leaves the focus where it was on the first question, then takes it to each new question and the review', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <button type="button">Before</button>
        <QuestionnaireForm questionnaire={form} childId={7} submitAssessment={vi.fn()} />
      </>,
    );
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    expect(document.activeElement).toBe(before);
    await user.click(screen.getByRole('button', { name: 'Often' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: form.questions[1]?.content }));
    await user.click(screen.getByRole('button', { name: 'Never' }));
    await user.click(screen.getByRole('button', { name: 'Never' }));
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Check your answers' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: form.questions[3]?.content }));
  });

  it('moves on with one tap per question, reviews, sends once and reports the progress to keep', async () => {
    const user = userEvent.setup();
    const submitAssessment = vi.fn(async () => ({ id: 3 }));
    const onSubmitted = vi.fn();
    const onProgress = vi.fn();
    const { container } = renderWithI18n(
      <QuestionnaireForm
        questionnaire={form}
        childId={7}
        submitAssessment={submitAssessment}
        onSubmitted={onSubmitted}
        onProgress={onProgress}
      />,
    );
    expect(screen.getByText('Question 1 of 4')).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Often' }));
    expect(screen.getByText('Question 2 of 4')).toBeTruthy();
    expect(onProgress).toHaveBeenLastCalledWith({ answers: { 1: 12 }, index: 1 });
    // The new question takes the focus, so a keyboard or screen reader user follows it.
    expect(document.activeElement?.textContent).toBe(form.questions[1]?.content);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Often' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Never' }));
    await user.click(screen.getByRole('button', { name: 'Never' }));
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('heading', { name: 'Check your answers' })).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('heading', { name: 'Thank you. Your answers are saved.' })).toBeTruthy();
    expect(submitAssessment).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledWith({ id: 3 });
  });

  it('shows the spec error when sending fails and keeps every answer for another try', async () => {
    const user = userEvent.setup();
    let fail = true;
    const submitAssessment = vi.fn(async () => {
      if (fail) throw new Error('500');
      return { id: 4 };
    });
    renderWithI18n(
      <QuestionnaireForm
        questionnaire={form}
        childId={7}
        answers={{ 1: 10, 2: 20, 3: 30, 4: 41 }}
        index={3}
        submitAssessment={submitAssessment}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong when submitting your responses. Failed to create some children. Please try again.',
    );
    expect(screen.getAllByText('Never')).toHaveLength(3);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Thank you. Your answers are saved.' })).toBeTruthy();
    expect(submitAssessment.mock.calls[0]).toEqual(submitAssessment.mock.calls[1]);
  });

  it('shows the questionnaire in Spanish when the app is in Spanish, and sends the same answers', async () => {
    const user = userEvent.setup();
    const submitAssessment = vi.fn(async () => ({ id: 5 }));
    const { container } = renderWithI18n(
      <QuestionnaireForm questionnaire={form} childId={7} submitAssessment={submitAssessment} />,
      { language: 'es' },
    );
    expect(screen.getByText('Seguimiento semanal')).toBeTruthy();
    expect(screen.getByText('Pregunta 1 de 4')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Le cuesta mantener la atención en las tareas o el juego' }),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Con frecuencia' }));
    await user.click(screen.getByRole('button', { name: 'Nunca' }));
    // A question without its Spanish shows its English.
    expect(screen.getByRole('heading', { name: 'Loses temper' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Nunca' }));
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    await user.type(screen.getByRole('textbox'), 'Cambió de maestra');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('heading', { name: 'Revisa tus respuestas' })).toBeTruthy();
    expect(screen.getByText('¿Qué cambió?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    await screen.findByRole('heading', { name: 'Gracias. Tus respuestas se han guardado.' });
    expect(submitAssessment).toHaveBeenCalledWith({
      patient_id: 7,
      questionnaire_id: 501,
      questionnaire_responses: [
        { question_id: 1, question_response_id: 12 },
        { question_id: 2, question_response_id: 20 },
        { question_id: 3, question_response_id: 30 },
        { question_id: 4, question_response_id: 40 },
        { question_id: 5, question_response_id: 50, content: 'Cambió de maestra' },
      ],
    });
  });

  it('takes several answers on a "Choose all that apply" question, by tap or keyboard, and moves on only with Next', async () => {
    const user = userEvent.setup();
    const submitAssessment = vi.fn(async () => ({ id: 6 }));
    const { container } = renderWithI18n(
      <QuestionnaireForm
        questionnaire={multiSelectQuestionnaire()}
        childId={7}
        answers={{ 60: 600 }}
        index={1}
        submitAssessment={submitAssessment}
      />,
    );
    const option = (name: string) => screen.getByRole('button', { name });
    const next = () => screen.getByRole('button', { name: 'Next' });
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    expect(next().hasAttribute('disabled')).toBe(true);
    await user.click(option('A therapist or counselor'));
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    expect(option('A therapist or counselor').getAttribute('aria-pressed')).toBe('true');
    expect(next().hasAttribute('disabled')).toBe(false);
    // The keyboard: Tab to an answer, Space toggles it on; Enter on another toggles it on and off.
    option('A doctor').focus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(option('No one yet').getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{Enter}');
    expect(option('No one yet').getAttribute('aria-pressed')).toBe('false');
    expect(option('A doctor').getAttribute('aria-pressed')).toBe('true');
    expect(option('A tutor').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.click(next());
    expect(screen.getByText('Question 3 of 3')).toBeTruthy();
    await user.click(option('No'));
    expect(screen.getByText('A therapist or counselor, A doctor')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    await screen.findByRole('heading', { name: 'Thank you. Your answers are saved.' });
    expect(submitAssessment).toHaveBeenCalledWith({
      patient_id: 7,
      questionnaire_id: 502,
      questionnaire_responses: [
        { question_id: 60, question_response_id: 600 },
        { question_id: 61, question_response_id: 610 },
        { question_id: 61, question_response_id: 612 },
        { question_id: 62, question_response_id: 621 },
      ],
    });
  });

  it('enables Next on an optional multi-select question with nothing chosen', () => {
    const base = multiSelectQuestionnaire();
    renderWithI18n(
      <QuestionnaireForm
        questionnaire={multiSelectQuestionnaire({
          questions: base.questions.map((q) => (q.id === 61 ? { ...q, required: false } : q)),
        })}
        childId={7}
        answers={{ 60: 600 }}
        index={1}
        submitAssessment={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
  });
});
