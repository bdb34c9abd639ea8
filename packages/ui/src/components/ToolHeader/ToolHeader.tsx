import type { ReactNode } from 'react';
import { BackButton } from '../BackButton';

/** Props of {@link ToolHeader}. */
export interface ToolHeaderProps {
  /** The current plan's title (translated title for the language when the plan has one). */
  readonly title: string;
  readonly onBack: () => void;
  /** The plan's primary colour, as the header's accent. */
  readonly color?: string | null;
  /** A line under the title, e.g. the session status. */
  readonly subtitle?: ReactNode;
  /** Controls on the right (e.g. pause). */
  readonly children?: ReactNode;
}

/** The tool header for the current plan: back, the plan's title in its colour, and its controls. */
export function ToolHeader({ title, onBack, color, subtitle, children }: ToolHeaderProps) {
  return (
    <header className="at-header at-header--tool" style={color ? { borderBottomColor: color } : undefined}>
      <BackButton onBack={onBack} />
      <div className="at-header__titles">
        <h1 className="at-header__title">{title}</h1>
        {subtitle ? <p className="at-header__meta">{subtitle}</p> : null}
      </div>
      {children ? <div className="at-header__end">{children}</div> : null}
    </header>
  );
}
