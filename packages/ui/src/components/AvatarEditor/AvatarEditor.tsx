import type { ChildAppearance, Gender } from '@attune/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../Tabs';
import { Avatar } from './Avatar';
import {
  EYE_PALETTE,
  eyeStylesFor,
  HAIR_PALETTE,
  hairStylesFor,
  resolveAppearance,
  SKIN_PALETTE,
} from './appearance';

/** Props of {@link AvatarEditor}. */
export interface AvatarEditorProps {
  /** The child's name, for the preview's label. */
  readonly name: string;
  /** Decides the styles offered: male or female styles, all of them for 'other'. */
  readonly gender: Gender;
  readonly value: Partial<ChildAppearance>;
  /** Called with the whole appearance after each choice. */
  readonly onChange: (value: ChildAppearance) => void;
}

interface SwatchGroupProps {
  readonly legend: ReactNode;
  readonly name: string;
  readonly options: readonly { readonly value: string; readonly label: string; readonly swatch: ReactNode }[];
  readonly selected: string;
  readonly onSelect: (value: string) => void;
}

function SwatchGroup({ legend, name, options, selected, onSelect }: SwatchGroupProps) {
  return (
    <fieldset className="at-fieldset at-swatches">
      <legend>{legend}</legend>
      <div className="at-swatches__options">
        {options.map((option) => (
          <label key={option.value} className="at-swatch" title={option.label}>
            <input
              type="radio"
              className="at-visually-hidden"
              name={name}
              value={option.value}
              checked={selected === option.value}
              onChange={() => onSelect(option.value)}
            />
            <span className="at-swatch__face" aria-hidden="true">
              {option.swatch}
            </span>
            <span className="at-visually-hidden">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const dot = (color: string | undefined) => <span className="at-swatch__dot" style={{ background: color }} />;

/**
 * The avatar editor: a live preview and Hair, Skin and Eyes tabs. Styles follow the child's gender
 * (every style for 'other'); colours come from the palettes (6 skin tones, 5 hair and 5 eye colours).
 */
export function AvatarEditor({ name, gender, value, onChange }: AvatarEditorProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('hair');
  const look = resolveAppearance(value, gender);
  const set = (patch: Partial<ChildAppearance>) => onChange({ ...look, ...patch });

  const hairStyles = hairStylesFor(gender).map((style, index) => ({
    value: style,
    label: t('avatar.hairStyle', { n: index + 1 }),
    swatch: <Avatar appearance={{ ...look, chosen_visualization: style }} gender={gender} size={48} />,
  }));
  const eyeStyles = eyeStylesFor(gender).map((style, index) => ({
    value: style,
    label: t('avatar.eyeStyle', { n: index + 1 }),
    swatch: <Avatar appearance={{ ...look, chosen_eyes: style }} gender={gender} size={48} />,
  }));
  const palette = (colours: Readonly<Record<number, string>>, names: string) =>
    Object.entries(colours).map(([key, colour]) => ({
      value: key,
      label: t(`avatar.${names}.${key}`),
      swatch: dot(colour),
    }));

  return (
    <div className="at-avatar-editor">
      <div className="at-avatar-editor__preview">
        <Avatar appearance={look} gender={gender} size={144} label={t('avatar.preview', { name })} />
      </div>
      <Tabs
        label={t('avatar.title')}
        selectedId={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'hair',
            label: t('avatar.tabs.hair'),
            panel: (
              <>
                <SwatchGroup
                  legend={t('avatar.style')}
                  name="hair-style"
                  options={hairStyles}
                  selected={look.chosen_visualization}
                  onSelect={(style) =>
                    set({ chosen_visualization: style as ChildAppearance['chosen_visualization'] })
                  }
                />
                <SwatchGroup
                  legend={t('avatar.colour')}
                  name="hair-colour"
                  options={palette(HAIR_PALETTE, 'hairColours')}
                  selected={String(look.hair_color)}
                  onSelect={(key) => set({ hair_color: Number(key) })}
                />
              </>
            ),
          },
          {
            id: 'skin',
            label: t('avatar.tabs.skin'),
            panel: (
              <SwatchGroup
                legend={t('avatar.colour')}
                name="skin-colour"
                options={palette(SKIN_PALETTE, 'skinTones')}
                selected={String(look.skin_color)}
                onSelect={(key) => set({ skin_color: Number(key) })}
              />
            ),
          },
          {
            id: 'eyes',
            label: t('avatar.tabs.eyes'),
            panel: (
              <>
                <SwatchGroup
                  legend={t('avatar.style')}
                  name="eye-style"
                  options={eyeStyles}
                  selected={look.chosen_eyes}
                  onSelect={(style) => set({ chosen_eyes: style as ChildAppearance['chosen_eyes'] })}
                />
                <SwatchGroup
                  legend={t('avatar.colour')}
                  name="eye-colour"
                  options={palette(EYE_PALETTE, 'eyeColours')}
                  selected={String(look.eye_color)}
                  onSelect={(key) => set({ eye_color: Number(key) })}
                />
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
