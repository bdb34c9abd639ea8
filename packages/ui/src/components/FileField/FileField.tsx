import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, useFieldIds } from '../FieldFrame/FieldFrame';

/** Props of {@link FileField}. */
export interface FileFieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'value' | 'defaultValue' | 'onChange' | 'accept' | 'children'
  > {
  /** Visible label (from the locales). */
  readonly label: ReactNode;
  /** The types the picker offers (MIME types such as `image/png`, or extensions such as `.pdf`); any when left out. */
  readonly accept?: readonly string[];
  /** The name of the file the parent kept, shown beside the button; null or left out when none is chosen. */
  readonly fileName?: string | null;
  /** Called with the file the parent picked (null when the picker was emptied); the parent checks it and keeps it. */
  readonly onFileChange: (file: File | null) => void;
  /** Marks the field required: a visual asterisk plus the native `required` attribute. */
  readonly required?: boolean;
  /** Help text under the field (the types and size accepted). */
  readonly hint?: ReactNode;
  /** Error under the field; marks it invalid and is announced as it appears. */
  readonly error?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled file picker (a photo of a card, a document): the browser's own file input, so the keyboard,
 * the phone's camera and screen readers work as they do everywhere, drawn as the kit's button with the
 * chosen file's name beside it, a hint and an error announced with the field. The parent checks the file
 * (type, size) and passes back the name it kept.
 */
export function FileField({
  label,
  accept,
  fileName,
  onFileChange,
  required = false,
  hint,
  error,
  id,
  className,
  ...rest
}: FileFieldProps) {
  const { t } = useTranslation();
  const ids = useFieldIds(id, hint, error);
  const statusId = `${ids.controlId}-file`;
  return (
    <FieldFrame
      {...ids}
      frameClass="at-field at-file-field"
      className={className}
      label={label}
      required={required}
      hint={hint}
      error={error}
      errorRole="alert"
    >
      <div className="at-file-field__control">
        <input
          {...rest}
          id={ids.controlId}
          type="file"
          className="at-file-field__input"
          accept={accept?.join(',')}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[statusId, ids.describedBy].filter(Boolean).join(' ')}
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        />
        <span
          className="at-button at-button--secondary at-button--sm at-file-field__button"
          aria-hidden="true"
        >
          {t('forms.file.choose')}
        </span>
        <span id={statusId} className="at-file-field__name">
          {fileName ? t('forms.file.chosen', { name: fileName }) : t('forms.file.none')}
        </span>
      </div>
    </FieldFrame>
  );
}
