import { codeEntryMachine } from '@attune/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLatest } from './useLatest';

/** Options of {@link useCodeEntry}. */
export interface UseCodeEntryOptions {
  /** Called with the six-digit code each time typing or pasting fills the last empty box. */
  readonly onComplete?: (code: string) => void;
}

/** The confirmation-code boxes as a view model. */
export interface CodeEntryView {
  /** Six strings, one digit or '' for an empty box. */
  readonly digits: readonly string[];
  /** The box that should have the cursor (0 to 5). */
  readonly focus: number;
  /** The code once all six boxes are filled, else null. */
  readonly code: string | null;
  /** Typing in a box: digits only (anything else is cleared), moves on to the next box. */
  readonly input: (index: number, value: string) => void;
  /** Pasting in a box: spreads the pasted digits from that box on (up to six). */
  readonly paste: (index: number, text: string) => void;
  /** Backspace in a box: clears it, or moves back to the previous box and clears that. */
  readonly backspace: (index: number) => void;
  /** The parent put the cursor in a box. */
  readonly focusBox: (index: number) => void;
  /** Empties every box (e.g. after the server refused the code). */
  readonly reset: () => void;
}

/** Binds the core's `codeEntryMachine` (six boxes, digits only, paste spreads, backspace moves back). */
export function useCodeEntry(options: UseCodeEntryOptions = {}): CodeEntryView {
  const onComplete = useLatest(options.onComplete);
  const actor = useActorRef(codeEntryMachine);
  const digits = useSelector(actor, (snapshot) => snapshot.context.digits);
  const focus = useSelector(actor, (snapshot) => snapshot.context.focus);

  useEffect(() => {
    const subscription = actor.on('code.complete', (event) => onComplete.current?.(event.code));
    return () => subscription.unsubscribe();
  }, [actor, onComplete]);

  return useMemo(() => {
    const code = digits.every((digit) => digit !== '') ? digits.join('') : null;
    return {
      digits,
      focus,
      code,
      input: (index, value) => actor.send({ type: 'code.input', index, value }),
      paste: (index, text) => actor.send({ type: 'code.paste', index, text }),
      backspace: (index) => actor.send({ type: 'code.backspace', index }),
      focusBox: (index) => actor.send({ type: 'code.focus', index }),
      reset: () => actor.send({ type: 'code.reset' }),
    };
  }, [actor, digits, focus]);
}
