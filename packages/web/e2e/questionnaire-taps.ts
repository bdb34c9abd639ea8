/**
 * Tapping through a questionnaire in a journey's page, as a parent would: the one helper every journey that
 * answers questionnaires uses (check-ins, the clinic, onboarding, a collaborator's link).
 */
import type { Page } from 'playwright-core';

/**
 * Taps answers in the page, question after question, until the review or a question with a field: `pick`
 * is the response's index (capped at the last). Each tap waits for the next question (or the review).
 */
export function tapAnswers(target: Page, pick = 0, limit = 500): Promise<'review' | 'field' | 'more'> {
  return target.evaluate(
    async ({ pick, limit }) => {
      const position = () => document.querySelector('.at-questionnaire__position')?.textContent ?? 'review';
      for (let n = 0; n < limit; n++) {
        // The review shows no position but its list of answers; a page between two questions (a re-render)
        // may show neither for a moment: without the list, it is the review only once no position has come
        // back for a second.
        if (!document.querySelector('.at-questionnaire__position')) {
          const review = () => document.querySelector('.at-questionnaire__review') !== null;
          const waited = performance.now();
          while (
            !document.querySelector('.at-questionnaire__position') &&
            !review() &&
            performance.now() - waited < 1000
          )
            await new Promise((resolve) => requestAnimationFrame(resolve));
          if (!document.querySelector('.at-questionnaire__position')) return 'review';
        }
        const options = document.querySelectorAll<HTMLButtonElement>('.at-questionnaire__option');
        if (options.length === 0) return 'field';
        const before = position();
        options[Math.min(pick, options.length - 1)]?.click();
        const started = performance.now();
        let nexted = false;
        while (position() === before) {
          // A multi-select question ("Choose all that apply") keeps its answers and moves on by Next.
          if (!nexted && document.querySelector('.at-questionnaire__options[data-multi-select]')) {
            const next = [...document.querySelectorAll<HTMLButtonElement>('button')].find(
              (button) => button.textContent?.trim() === 'Next' && !button.disabled,
            );
            if (next) {
              next.click();
              nexted = true;
            }
          }
          // A bound for a hang only (a loaded 2-core machine may take seconds), under the page's patience.
          if (performance.now() - started > 60_000) throw new Error(`no next question after ${before}`);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      }
      return position() === 'review' ? 'review' : 'more';
    },
    { pick, limit },
  );
}
