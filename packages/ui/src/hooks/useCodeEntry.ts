import {
  type CodeEntryApi,
  type CodeEntryConnectProps,
  codeEntryMachine,
  connectCodeEntry,
} from '@attune/core';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useLatest } from './useLatest';

/** Options of {@link useCodeEntry}: disabled, invalid, autoFocus, and who receives the code. */
export interface UseCodeEntryOptions extends CodeEntryConnectProps {
  /** Called with the code each time typing or pasting fills the last empty box. */
  readonly onComplete?: (code: string) => void;
}

/** Binds the core's `codeEntryMachine` to React and returns `connectCodeEntry`'s view model (`getInputProps(index)`). */
export function useCodeEntry(options: UseCodeEntryOptions = {}): CodeEntryApi {
  const [snapshot, send, actor] = useMachine(codeEntryMachine);
  const onComplete = useLatest(options.onComplete);
  useEffect(() => {
    const subscription = actor.on('code.complete', (event) => onComplete.current?.(event.code));
    return () => subscription.unsubscribe();
  }, [actor, onComplete]);
  return connectCodeEntry(snapshot, send, options);
}
