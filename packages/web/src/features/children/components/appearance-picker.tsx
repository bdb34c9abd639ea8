import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appearance } from '../api/children';

const SKIN = ['#f6d7c3', '#eac0a0', '#d69e76', '#b5784f', '#8d5a3a', '#5e3b27'];
const HAIR = ['#2b1d14', '#6b4226', '#b5833f', '#e0c078', '#a33b20'];
const EYES = ['#4a3222', '#2f6f9f', '#3f7a3a', '#6b6b6b', '#7a5a2e'];

/** Hair styles by gender; 'other' is offered all of them. */
export function hairStyles(gender: 'male' | 'female' | 'other'): string[] {
  const male = [1, 2, 3, 4, 5].map((n) => `base-mal${n}`);
  const female = [1, 2, 3, 4, 5].map((n) => `base-fem${n}`);
  return gender === 'male' ? male : gender === 'female' ? female : [...male, ...female];
}

export function eyeStyles(gender: 'male' | 'female' | 'other'): string[] {
  const male = [1, 2, 3].map((n) => `eyes-mal${n}`);
  const female = [1, 2, 3].map((n) => `eyes-fem${n}`);
  return gender === 'male' ? male : gender === 'female' ? female : [...male, ...female];
}

type Tab = 'hair' | 'skin' | 'eyes';

/** The avatar editor: Hair, Skin and Eyes tabs, with the palettes (skin 6 tones, hair 5, eyes 5). */
export function AppearancePicker({
  gender,
  value,
  onChange,
}: {
  readonly gender: 'male' | 'female' | 'other';
  readonly value: Appearance;
  readonly onChange: (value: Appearance) => void;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('hair');
  const swatches = (colors: string[], selected: number, key: 'skin_color' | 'hair_color' | 'eye_color', label: string) => (
    <fieldset className="web-swatches">
      <legend>{label}</legend>
      {colors.map((color, index) => (
        <label key={color} className="web-swatch" style={{ background: color }}>
          <input
            type="radio"
            name={key}
            checked={selected === index + 1}
            onChange={() => onChange({ ...value, [key]: index + 1 })}
          />
          <span className="web-visually-hidden">{t('child.add.colour', { n: index + 1 })}</span>
        </label>
      ))}
    </fieldset>
  );
  const styles = (options: string[], selected: string, key: 'chosen_visualization' | 'chosen_eyes', label: string) => (
    <fieldset className="web-styles">
      <legend>{label}</legend>
      {options.map((option, index) => (
        <label key={option} className="web-style-option">
          <input type="radio" name={key} checked={selected === option} onChange={() => onChange({ ...value, [key]: option })} />
          <span>{t('child.add.style', { n: index + 1 })}</span>
        </label>
      ))}
    </fieldset>
  );
  return (
    <div className="web-appearance">
      <div role="tablist" aria-label={t('avatar.title')} className="web-tabs">
        {(['hair', 'skin', 'eyes'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`appearance-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`appearance-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            className="web-tab"
            onClick={() => setTab(id)}
          >
            {t(`avatar.tabs.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`appearance-panel-${tab}`} aria-labelledby={`appearance-tab-${tab}`} className="web-tabpanel">
        {tab === 'hair' ? (
          <>
            {styles(hairStyles(gender), value.chosen_visualization, 'chosen_visualization', t('child.add.hairStyle'))}
            {swatches(HAIR, value.hair_color, 'hair_color', t('child.add.hairColour'))}
          </>
        ) : null}
        {tab === 'skin' ? swatches(SKIN, value.skin_color, 'skin_color', t('child.add.skinTone')) : null}
        {tab === 'eyes' ? (
          <>
            {styles(eyeStyles(gender), value.chosen_eyes, 'chosen_eyes', t('child.add.eyeStyle'))}
            {swatches(EYES, value.eye_color, 'eye_color', t('child.add.eyeColour'))}
          </>
        ) : null}
      </div>
    </div>
  );
}
