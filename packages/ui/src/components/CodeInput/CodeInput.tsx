import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeEntry } from '../../hooks/useCodeEntry';

/** Props of {@link CodeInput}. */
export interface CodeInputProps {
  /** Called with the six-digit code as soon as all six boxes are filled. */
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
 * The six-box confirmation code: digits only (anything else is cleared), a typed digit moves on, a paste
 * spreads across the boxes, Backspace moves back; the code is sent once all six are filled.
 */
export function CodeInput({ onComplete, label, error, disabled = false, autoFocus = false }: CodeInputProps) {
  const { t } = useTranslation();
  const code = useCodeEntry({ onComplete });
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const errorId = useId();

  useEffect(() => {
    const group = groupRef.current;
    if (!group?.contains(document.activeElement)) return;
    group.querySelectorAll<HTMLInputElement>('input')[code.focus]?.focus();
  }, [code.focus]);

  return (
    <div className={['at-code-input', error ? 'at-field--invalid' : null].filter(Boolean).join(' ')}>
      <fieldset
        ref={groupRef}
        aria-describedby={error ? errorId : undefined}
        className="at-code-input__fieldset"
      >
        <legend className="at-field__label">{label ?? t('forms.code.label')}</legend>
        <div className="at-code-input__boxes">
          {code.digits.map((digit, index) => (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes are fixed positions
              key={index}
              className="at-input at-code-input__box"
              value={digit}
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              pattern="[0-9]*"
              aria-label={t('forms.code.digit', { n: index + 1 })}
              aria-invalid={error ? true : undefined}
              disabled={disabled}
              // biome-ignore lint/a11y/noAutofocus: the code screen has only this to do
              autoFocus={autoFocus && index === 0}
              onFocus={() => code.focusBox(index)}
              onKeyDown={(event) => {
                if (event.key === 'Backspace') {
                  event.preventDefault();
                  code.backspace(index);
                } else if (event.key === 'ArrowLeft' && index > 0) {
                  event.preventDefault();
                  code.focusBox(index - 1);
                } else if (event.key === 'ArrowRight' && index < 5) {
                  event.preventDefault();
                  code.focusBox(index + 1);
                } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
                  event.preventDefault();
                  code.input(index, event.key);
                }
              }}
              onChange={(event) =>
                code.input(index, event.target.value.replace(digit, '') || event.target.value)
              }
              onPaste={(event) => {
                event.preventDefault();
                code.paste(index, event.clipboardData.getData('text'));
              }}
            />
          ))}
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
