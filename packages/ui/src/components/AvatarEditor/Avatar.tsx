import type { ChildAppearance, Gender } from '@attune/core';
import {
  EYE_PALETTE,
  EYE_SHAPES,
  HAIR_PALETTE,
  HAIR_PATHS,
  resolveAppearance,
  SKIN_PALETTE,
} from './appearance';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  readonly appearance: Partial<ChildAppearance>;
  readonly gender: Gender;
  /** Pixel size of the square avatar; 96 by default. */
  readonly size?: number;
  /** Accessible name (e.g. "Maya's avatar"); when absent the avatar is decorative. */
  readonly label?: string;
}

/** A simple, friendly SVG avatar of a child from their chosen hair, skin and eyes. */
export function Avatar({ appearance, gender, size = 96, label }: AvatarProps) {
  const look = resolveAppearance(appearance, gender);
  const eyes = EYE_SHAPES[look.chosen_eyes];
  const skin = SKIN_PALETTE[look.skin_color];
  const hair = HAIR_PALETTE[look.hair_color];
  const iris = EYE_PALETTE[look.eye_color];
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: it has a <title> when labelled and is aria-hidden otherwise
    <svg
      className="at-avatar"
      viewBox="0 0 100 100"
      width={size}
      height={size}
      focusable="false"
      role={label ? 'img' : undefined}
      aria-hidden={label ? undefined : true}
    >
      {label ? <title>{label}</title> : null}
      <circle cx="50" cy="50" r="50" fill="var(--at-color-primary-soft)" />
      <path d="M26 100c2-14 12-22 24-22s22 8 24 22z" fill="var(--at-color-primary)" opacity="0.85" />
      <rect x="44" y="70" width="12" height="10" rx="4" fill={skin} />
      <ellipse cx="50" cy="52" rx="26" ry="28" fill={skin} />
      <ellipse cx="24" cy="54" rx="4" ry="6" fill={skin} />
      <ellipse cx="76" cy="54" rx="4" ry="6" fill={skin} />
      <path d={HAIR_PATHS[look.chosen_visualization]} fill={hair} />
      {[39, 61].map((x) => (
        <g key={x}>
          <ellipse cx={x} cy="54" rx={eyes.r + 2} ry={eyes.ry + 2} fill="#fff" />
          <ellipse cx={x} cy="54" rx={eyes.r} ry={eyes.ry} fill={iris} />
          <circle cx={x + 1} cy="53" r="1.2" fill="#fff" />
          {eyes.lashes ? (
            <path
              d={`M${x - 6} 49l-2-3M${x + 6} 49l2-3`}
              stroke="#2b2220"
              strokeWidth="1.4"
              strokeLinecap="round"
            />
          ) : null}
        </g>
      ))}
      <ellipse cx="33" cy="64" rx="4" ry="2.5" fill="#e88a8a" opacity="0.35" />
      <ellipse cx="67" cy="64" rx="4" ry="2.5" fill="#e88a8a" opacity="0.35" />
      <path d="M42 66c4 5 12 5 16 0" fill="none" stroke="#7a3b2e" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
