import { meterFill } from '@attune/core';
import type { ReactNode } from 'react';

/** How many degrees the progress meter's arc spans. */
export const METER_ARC_DEGREES = 290;

/** Props of {@link ProgressMeter}. */
export interface ProgressMeterProps {
  /** How full the arc is, 0 to 1. */
  readonly fraction: number;
  /** Accessible name, e.g. 'Goal progress'. */
  readonly label: string;
  /** Text a screen reader reads for the value, e.g. '3 points to go!'. */
  readonly valueText?: string;
  /** Shown in the middle of the arc (e.g. the current score). */
  readonly children?: ReactNode;
  /** Diameter in pixels; 160 by default. */
  readonly size?: number;
  /** Colour of the filled arc; the primary colour by default (a category colour for add-ons). */
  readonly color?: string;
}

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A gauge whose track is a 290° arc open at the bottom, filled clockwise from the lower left. */
export function ProgressMeter({
  fraction,
  label,
  valueText,
  children,
  size = 160,
  color,
}: ProgressMeterProps) {
  const fill = meterFill(fraction);
  const arc = (CIRCUMFERENCE * METER_ARC_DEGREES) / 360;
  // Rotate so the 70° gap is centred at the bottom: the arc starts at 90° + 35° (SVG angles, clockwise).
  const rotation = 90 + (360 - METER_ARC_DEGREES) / 2;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot draw the 290° arc
    <div
      className="at-meter"
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={fill.percent}
      aria-valuetext={valueText}
      style={{ width: size, height: size }}
    >
      <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
        <circle
          className="at-meter__track"
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="9"
          strokeLinecap="round"
          strokeDasharray={`${arc} ${CIRCUMFERENCE}`}
          transform={`rotate(${rotation} 50 50)`}
        />
        <circle
          className="at-meter__fill"
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="9"
          strokeLinecap="round"
          stroke={color}
          strokeDasharray={`${arc * fill.fraction} ${CIRCUMFERENCE}`}
          transform={`rotate(${rotation} 50 50)`}
          opacity={fill.fraction === 0 ? 0 : 1}
        />
      </svg>
      {children ? <div className="at-meter__center">{children}</div> : null}
    </div>
  );
}
