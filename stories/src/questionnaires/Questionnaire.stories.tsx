import { connectQuestionnaire, localizeQuestionnaire, type QuestionnaireSnapshot } from '@attune/core';
import { QuestionnaireForm, QuestionnaireView } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { checkInQuestionnaire, educationQuestionnaire, rejectsWith, resolvesWith } from '../fixtures';
import { textsOf } from '../support/T';

/** The view model of the questionnaire screen in one state (the machine's snapshot, as data). */
function view(
  value: QuestionnaireSnapshot['value'],
  answers: Record<number, number | string | readonly number[]> = {},
  index = 0,
  language = 'en',
  questionnaire = checkInQuestionnaire,
) {
  return connectQuestionnaire(
    {
      value,
      context: {
        questionnaire,
        childId: 7,
        answers,
        index,
        failed: value === 'failed',
      },
    },
    () => {},
    language,
  );
}

/** The label of answer `response` (0-based) of question `question` (0-based), in the toolbar's language. */
function answerLabel(globals: Record<string, unknown>, question: number, response: number): string {
  const language = globals.language === 'es' ? 'es' : 'en';
  const shown = localizeQuestionnaire(checkInQuestionnaire, language);
  return shown.questions[question]?.question_responses[response]?.content ?? '';
}

const all = { 1: 11, 2: 22, 3: 30, 4: 40, 5: 'A new teacher' };

const meta = {
  title: 'Questionnaires/Questionnaire',
  component: QuestionnaireView,
  parameters: { layout: 'padded' },
  args: { api: view('answering') },
} satisfies Meta<typeof QuestionnaireView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first question, nothing answered yet: Previous and Next are disabled. */
export const FirstQuestion: Story = {};

/** A question with its answer chosen (the parent came back to it): Next is enabled. */
export const AnswerChosen: Story = { args: { api: view('answering', { 1: 11, 2: 22 }, 1) } };

/** The follow-up shown after 'Yes': a text field, optional. */
export const FreeEntry: Story = { args: { api: view('answering', { 1: 11, 2: 22, 3: 30, 4: 40 }, 4) } };

/**
 * A "Choose all that apply" question with two answers chosen: square checkbox marks, both pressed, and Next
 * enabled (the parent moves on with Next, not with a tap).
 */
export const MultiSelectChosen: Story = {
  args: { api: view('answering', { 60: 600, 61: [610, 612] }, 1, 'en', educationQuestionnaire) },
};

/** The real machine on a multi-select question: two taps choose two answers and stay; Next moves on. */
export const MultiSelectAnswer: Story = {
  render: () => (
    <QuestionnaireForm
      questionnaire={educationQuestionnaire}
      childId={7}
      answers={{ 60: 600 }}
      index={1}
      submitAssessment={resolvesWith({ id: 1 }, 50)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    const language = globals.language === 'es' ? 'es' : 'en';
    const labels =
      localizeQuestionnaire(educationQuestionnaire, language).questions[1]?.question_responses.map(
        (response) => response.content,
      ) ?? [];
    const next = canvas.getByRole('button', { name: t('common.next') });
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: labels[0] }));
    await userEvent.click(canvas.getByRole('button', { name: labels[2] }));
    await expect(canvas.getByRole('button', { name: labels[0] })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: labels[2] })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(t('questionnaire.position', { n: 2, total: 3 }))).toBeVisible();
    await expect(next).toBeEnabled();
  },
};

/** The review of every answer before sending, each with Change. */
export const Reviewing: Story = { args: { api: view('reviewing', all) } };

/** Sending: Send is busy and Change is disabled. */
export const Submitting: Story = { args: { api: view('submitting', all) } };

/** Sending failed: the spec's error, every answer kept, Try again. */
export const Failed: Story = { args: { api: view('failed', all) } };

/** Recorded. */
export const Done: Story = { args: { api: view('done', all) } };

/** The real machine: tap through every question, review and send (the call succeeds). */
export const AnswerAndSend: Story = {
  render: () => (
    <QuestionnaireForm
      questionnaire={checkInQuestionnaire}
      childId={7}
      submitAssessment={resolvesWith({ id: 1 }, 50)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: answerLabel(globals, 0, 1) }));
    await userEvent.click(await canvas.findByRole('button', { name: answerLabel(globals, 1, 2) }));
    await userEvent.click(await canvas.findByRole('button', { name: answerLabel(globals, 2, 0) }));
    await userEvent.click(await canvas.findByRole('button', { name: answerLabel(globals, 3, 1) }));
    await canvas.findByRole('heading', { name: t('questionnaire.reviewTitle') });
    await userEvent.click(canvas.getByRole('button', { name: t('questionnaire.submit') }));
    await expect(await canvas.findByRole('heading', { name: t('questionnaire.thanks') })).toBeVisible();
  },
};

/** The real machine with a failing call: the error shows and the answers stay. */
export const SendFails: Story = {
  render: () => (
    <QuestionnaireForm
      questionnaire={checkInQuestionnaire}
      childId={7}
      answers={{ 1: 10, 2: 20, 3: 30, 4: 41 }}
      index={3}
      submitAssessment={rejectsWith(new Error('500'), 50)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('common.next') }));
    await userEvent.click(await canvas.findByRole('button', { name: t('questionnaire.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.submitResponses'));
  },
};

/** A question in Spanish, as a Spanish-speaking parent sees it (the questionnaire's own translations). */
export const InSpanish: Story = {
  globals: { language: 'es' },
  args: { api: view('answering', { 1: 11 }, 0, 'es') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pregunta 1 de 4')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Le cuesta mantener la atención en las tareas o el juego' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'De vez en cuando' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The review in Spanish: each question and answer in Spanish; a text without Spanish keeps its English. */
export const ReviewingInSpanish: Story = {
  globals: { language: 'es' },
  args: { api: view('reviewing', all, 0, 'es') },
};

/** The real machine in Spanish: tap through in Spanish and send; the answers sent are the same ids. */
export const AnswerAndSendInSpanish: Story = {
  ...AnswerAndSend,
  globals: { language: 'es' },
};

/** The multi-select question in Spanish: the same two taps, the same ids. */
export const MultiSelectAnswerInSpanish: Story = {
  ...MultiSelectAnswer,
  globals: { language: 'es' },
};
