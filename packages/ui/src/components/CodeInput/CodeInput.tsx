import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplyFocus } from '../../hooks/useApplyFocus';
import { useCodeEntry } from '../../hooks/useCodeEntry';

/** Props of {@link CodeInput}. */
export interface CodeInputProps {
  /** Called with the code as soon as every box is filled. */
  readonly onComplete: (code: string) => void;
  /** Visible label; 'Confirmation code' by default. */
  readonly label?: ReactNode;
  /** An error under the boxes (e.g. the server refused the code). */
  readonly error?: ReactNode;
  readonly disabled?: boolean;
  /** Puts the cursor in the first box on mount. */
  readonly autoFocus?: boolean;
}

/**
 * The confirmation code, one box per digit (the core's `CODE_LENGTH`): digits only (anything else is
 * cleared), a typed digit moves on, a paste spreads across the boxes, Backspace moves back; the code is
 * sent once every box is filled. Key, paste and change handling, and where the focus goes, come from the
 * core's `connectCodeEntry`.
 */
export function CodeInput({ onComplete, label, error, disabled = false, autoFocus = false }: CodeInputProps) {
  const { t } = useTranslation();
  const code = useCodeEntry({ onComplete, disabled, autoFocus, invalid: Boolean(error) });
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const errorId = useId();

  // The view model says which box takes the cursor (`focusMove`); the browser's focus follows while in the boxes.
  useApplyFocus(groupRef, code.focusMove);

  return (
    <div className={['at-code-input', error ? 'at-field--invalid' : null].filter(Boolean).join(' ')}>
      <fieldset
        ref={groupRef}
        aria-describedby={error ? errorId : undefined}
        className="at-code-input__fieldset"
      >
        <legend className="at-field__label">{label ?? t('forms.code.label')}</legend>
        <div className="at-code-input__boxes">
          {code.digits.map((_, index) => {
            const name = code.getInputLabel(index);
            return (
              <input
                // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions
                key={index}
                className="at-input at-code-input__box"
                aria-label={t(name.key, name.values)}
                {...code.getInputProps(index)}
              />
            );
          })}
        </div>
      </fieldset>
      {error ? (
        <p id={errorId} className="at-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
