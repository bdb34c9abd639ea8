import type { ImprovementArea } from '@attune/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

/** Props of {@link ImprovementAreaPicker}. */
export interface ImprovementAreaPickerProps {
  readonly areas: readonly ImprovementArea[];
  /** The chosen areas, by slug. */
  readonly selected: readonly string[];
  readonly onChange: (slugs: readonly string[]) => void;
  /** Whether the child is on medication: the 'medication' area is offered only then. */
  readonly onMedication: boolean;
}

/**
 * Choose the areas to improve (the 'medication' area only for a child on medication), each with its
 * description and aim, and an info button explaining what improvement areas are.
 */
export function ImprovementAreaPicker({
  areas,
  selected,
  onChange,
  onMedication,
}: ImprovementAreaPickerProps) {
  const { t } = useTranslation();
  const [info, setInfo] = useState(false);
  const offered = areas.filter((area) => area.slug !== 'medication' || onMedication);
  return (
    <fieldset className="at-fieldset at-areas">
      <legend className="at-areas__legend">
        <span>{t('improvementAreas.title')}</span>
        <button
          type="button"
          className="at-icon-button at-areas__info"
          aria-label={t('improvementAreas.info')}
          onClick={() => setInfo(true)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </legend>
      <p className="at-field__hint">{t('improvementAreas.hint')}</p>
      <ul className="at-areas__list">
        {offered.map((area) => {
          const checked = selected.includes(area.slug);
          return (
            <li key={area.slug}>
              <label
                className={['at-card', 'at-area', checked ? 'at-area--checked' : null]
                  .filter(Boolean)
                  .join(' ')}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() =>
                    onChange(
                      checked ? selected.filter((slug) => slug !== area.slug) : [...selected, area.slug],
                    )
                  }
                />
                <span className="at-area__text">
                  {/* the catalogue's areas in the app's language (by slug); an area it does not know, as given */}
                  <span className="at-area__name">
                    {t(`improvementAreas.names.${area.slug}.name`, { defaultValue: area.name })}
                  </span>
                  {area.description ? (
                    <span className="at-area__description">
                      {t(`improvementAreas.names.${area.slug}.description`, {
                        defaultValue: area.description,
                      })}
                    </span>
                  ) : null}
                  <span className="at-area__aim">{t(`improvementAreas.${area.direction}`)}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={info}
        onClose={() => setInfo(false)}
        title={t('improvementAreas.infoTitle')}
        description={t('improvementAreas.infoBody')}
        actions={<Button onClick={() => setInfo(false)}>{t('common.done')}</Button>}
      />
    </fieldset>
  );
}
