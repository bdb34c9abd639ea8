import { useTranslation } from 'react-i18next';
import { BackButton } from '../BackButton';

/** Props of {@link CourseHeader}. */
export interface CourseHeaderProps {
  /** The course's display name. */
  readonly title: string;
  readonly onBack: () => void;
  /** The back button's words when not 'Back' (on a lecture: 'Back to the course'). */
  readonly backLabel?: string;
  /** The lecture being watched (1-based) and how many the course has; omit on the course page. */
  readonly lecture?: { readonly position: number; readonly total: number };
  /** The course's primary colour. */
  readonly color?: string | null;
}

/** The course header: back, the course title and 'Lecture n of total'. */
export function CourseHeader({ title, onBack, backLabel, lecture, color }: CourseHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="at-header at-header--course" style={color ? { borderBottomColor: color } : undefined}>
      <BackButton onBack={onBack} {...(backLabel ? { label: backLabel } : {})} />
      <div className="at-header__titles">
        <h1 className="at-header__title">{title}</h1>
        {lecture ? (
          <p className="at-header__meta">
            {t('header.lecture', { n: lecture.position, total: lecture.total })}
          </p>
        ) : null}
      </div>
    </header>
  );
}
