import type { ChildAppearance, EyeStyle, Gender, HairStyle } from '@attune/core';

/** Skin tones by palette number (1..6). */
export const SKIN_PALETTE: Readonly<Record<number, string>> = {
  1: '#f9dcc4',
  2: '#f1c27d',
  3: '#e0ac69',
  4: '#c68642',
  5: '#8d5524',
  6: '#5c3a1e',
};
/** Hair colours by palette number (1..5). */
export const HAIR_PALETTE: Readonly<Record<number, string>> = {
  1: '#1f1a17',
  2: '#5a3825',
  3: '#8a3b1e',
  4: '#d9b26f',
  5: '#b5452a',
};
/** Eye colours by palette number (1..5). */
export const EYE_PALETTE: Readonly<Record<number, string>> = {
  1: '#5b3a1e',
  2: '#8e6b3b',
  3: '#3f7d4e',
  4: '#3f6fb0',
  5: '#6b7b85',
};

const MALE_HAIR: readonly HairStyle[] = ['base-mal1', 'base-mal2', 'base-mal3', 'base-mal4', 'base-mal5'];
const FEMALE_HAIR: readonly HairStyle[] = ['base-fem1', 'base-fem2', 'base-fem3', 'base-fem4', 'base-fem5'];
const MALE_EYES: readonly EyeStyle[] = ['eyes-mal1', 'eyes-mal2', 'eyes-mal3'];
const FEMALE_EYES: readonly EyeStyle[] = ['eyes-fem1', 'eyes-fem2', 'eyes-fem3'];

/** The hair styles offered for a gender: the male or female styles, every style for 'other'. */
export function hairStylesFor(gender: Gender): readonly HairStyle[] {
  if (gender === 'male') return MALE_HAIR;
  if (gender === 'female') return FEMALE_HAIR;
  return [...MALE_HAIR, ...FEMALE_HAIR];
}

/** The eye styles offered for a gender: the male or female styles, every style for 'other'. */
export function eyeStylesFor(gender: Gender): readonly EyeStyle[] {
  if (gender === 'male') return MALE_EYES;
  if (gender === 'female') return FEMALE_EYES;
  return [...MALE_EYES, ...FEMALE_EYES];
}

/** A complete appearance: what was chosen, with a friendly default for anything not chosen yet. */
export function resolveAppearance(
  appearance: Partial<ChildAppearance>,
  gender: Gender,
): Required<{
  [K in keyof ChildAppearance]: NonNullable<ChildAppearance[K]>;
}> {
  return {
    chosen_visualization: appearance.chosen_visualization ?? hairStylesFor(gender)[0] ?? 'base-mal1',
    chosen_eyes: appearance.chosen_eyes ?? eyeStylesFor(gender)[0] ?? 'eyes-mal1',
    skin_color: appearance.skin_color ?? 3,
    hair_color: appearance.hair_color ?? 2,
    eye_color: appearance.eye_color ?? 1,
  };
}

/** SVG paths of each hair style (drawn on a 100×100 face centred at 50,54). */
export const HAIR_PATHS: Readonly<Record<HairStyle, string>> = {
  'base-mal1': 'M22 50c0-20 12-32 28-32s28 12 28 32c-6-8-14-12-28-12s-22 4-28 12z',
  'base-mal2':
    'M20 52c-2-22 12-36 30-36s32 14 30 36c-4-10-10-14-16-14l-4-8-6 8-6-8-6 8-6-8-4 8c-6 0-10 4-12 14z',
  'base-mal3': 'M24 44c2-16 12-26 26-26s24 10 26 26c-10-4-16-6-26-6s-16 2-26 6z',
  'base-mal4': 'M20 56c-4-24 10-40 30-40 14 0 26 8 30 22-12-6-22-4-30 2-8-6-18-6-26 2-2 4-4 8-4 14z',
  'base-mal5': 'M22 48c0-18 12-30 28-30s28 12 28 30l-6-2-4-10-6 8-4-10-8 8-4-10-6 10-6-8-4 12z',
  'base-fem1':
    'M18 80c-4-36 8-62 32-62s36 26 32 62l-8-2c2-14 0-28-6-36-6 6-16 8-30 8-6 0-10 2-12 8-2 8-2 14 0 22z',
  'base-fem2':
    'M20 56c-2-24 12-40 30-40s32 16 30 40c-6-10-12-16-30-16s-24 6-30 16zM74 30c10-4 16 0 16 8s-6 10-12 8z',
  'base-fem3':
    'M18 74c-6-34 8-58 32-58s38 24 32 58c-4-4-6-10-6-18 0-12-4-20-12-24-8 6-22 8-32 8-4 4-6 10-6 16 0 8 0 14-8 18z',
  'base-fem4':
    'M22 50c0-20 12-32 28-32s28 12 28 32c-8-10-18-14-28-14s-20 4-28 14zM44 14a6 6 0 1012 0 6 6 0 10-12 0z',
  'base-fem5':
    'M16 64c-4-30 10-48 34-48s38 18 34 48c-2-12-8-20-16-24-4 4-12 6-18 6s-14-2-18-6c-8 4-14 12-16 24z',
};

/** SVG of each eye style: radius of the iris and whether it has lashes. */
export const EYE_SHAPES: Readonly<
  Record<EyeStyle, { readonly r: number; readonly lashes: boolean; readonly ry: number }>
> = {
  'eyes-mal1': { r: 4, ry: 4, lashes: false },
  'eyes-mal2': { r: 4.5, ry: 3, lashes: false },
  'eyes-mal3': { r: 3.5, ry: 3.5, lashes: false },
  'eyes-fem1': { r: 4.5, ry: 4.5, lashes: true },
  'eyes-fem2': { r: 4, ry: 3.2, lashes: true },
  'eyes-fem3': { r: 5, ry: 5, lashes: true },
};
