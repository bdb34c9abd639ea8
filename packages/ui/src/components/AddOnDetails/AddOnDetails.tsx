import type { Solution, SolutionMarketing } from '@attune/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryColorStyle, usePricingText } from '../AddOnCard';
import { AddOnVideo } from '../ExpandedAddOnCard/AddOnVideo';

/** Props of {@link AddOnDetails}. */
export interface AddOnDetailsProps {
  readonly solution: Solution;
  /**
   * The level of the sections' headings ('Other areas it helps', the marketing sections): one below the
   * add-on's title, so 2 on a page whose title is its h1, 3 in a dialog whose title is an h2.
   */
  readonly headingLevel: 2 | 3;
  /** A class for the sections' headings (a page's own heading style). */
  readonly headingClassName?: string;
  /** Names of the other areas the add-on helps with (category titles). */
  readonly otherAreas?: readonly string[];
  /** The buttons beside the add-on's facts (Get, Share). */
  readonly actions?: ReactNode;
  /** Between the description and the video (e.g. the share page's invitation to sign up). */
  readonly afterDescription?: ReactNode;
  /** Whether a video URL is the catalogue's "missing video" placeholder; such a video is hidden. */
  readonly isMissingVideo?: (url: string) => boolean;
  /** Extra content under the marketing sections (e.g. the waitlist panel). */
  readonly children?: ReactNode;
}

const SECTIONS: readonly [keyof SolutionMarketing, string][] = [
  ['why', 'addOns.sections.why'],
  ['forParents', 'addOns.sections.parents'],
  ['forKids', 'addOns.sections.kids'],
  ['whatYoullDo', 'addOns.sections.youllDo'],
  ['whatsNeeded', 'addOns.sections.needed'],
];

/** The catalogue's placeholder for an add-on without a video. */
const isMissingAddOnVideo = (url: string): boolean => /missing/i.test(url);

/**
 * What an add-on is, in its category's colour: its area of focus, price and actions, its tagline and
 * description, its video (muted and playing; tap for sound, then to pause and play; rewinds at the end),
 * the other areas it helps and its marketing sections. The expanded add-on card (a dialog) and the web
 * app's share page (a page) show it under the add-on's title.
 */
export function AddOnDetails({
  solution,
  headingLevel,
  headingClassName,
  otherAreas = [],
  actions,
  afterDescription,
  isMissingVideo = isMissingAddOnVideo,
  children,
}: AddOnDetailsProps) {
  const { t } = useTranslation();
  const price = usePricingText(solution);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const video = solution.videoUrl && !isMissingVideo(solution.videoUrl) ? solution.videoUrl : null;
  return (
    <div className="at-addon-expanded__body" {...categoryColorStyle(solution.categories[0])}>
      <div className="at-addon-expanded__facts">
        <p className="at-addon-expanded__area">
          {t('addOns.areaOfFocus', {
            area: t(`pages.addOns.categories.${solution.areaOfFocus}`, {
              defaultValue: solution.areaOfFocus,
            }),
          })}
        </p>
        {price ? <p className="at-addon-expanded__price">{price}</p> : null}
        <div className="at-addon-expanded__actions">{actions}</div>
      </div>
      {solution.tagline ? <p className="at-addon-expanded__tagline">{solution.tagline}</p> : null}
      {solution.description ? <p>{solution.description}</p> : null}
      {afterDescription}
      {video ? <AddOnVideo src={video} title={solution.displayName} /> : null}
      {otherAreas.length > 0 ? (
        <section className="at-addon-expanded__section">
          <Heading className={headingClassName}>{t('addOns.otherAreas')}</Heading>
          <ul className="at-addon-expanded__areas">
            {otherAreas.map((area) => (
              <li key={area} className="at-badge">
                {area}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {SECTIONS.map(([field, key]) => {
        const text = solution.marketing?.[field];
        return text ? (
          <section key={field} className="at-addon-expanded__section">
            <Heading className={headingClassName}>{t(key)}</Heading>
            <p>{text}</p>
          </section>
        ) : null;
      })}
      {children}
    </div>
  );
}
