/**
 * A tool page (`/app/child/:child_id/tool/:solution`): the tool itself when the child has it (the server
 * gates each call: a 403 shows what unlocks it), then the catalogue's page of the add-on: the five
 * sections (why, for parents, for kids, what you'll do, what is needed) and its video.
 */
import { localizeSolution, type SolutionMarketing } from '@attune/core/rules';
import { ButtonLink, Card, ToolHeader } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { useRouteBack } from '../../../components/back-button';
import { paths } from '../../../config/paths';
import { useChildData } from '../../../lib/child-data';
import { isToolPage, loadTool, type ToolData } from '../api/tools';
import { FoodSensitivityTool } from '../components/food-sensitivity-tool';
import { ParentCoachingTool } from '../components/parent-coaching-tool';
import { SleepTool } from '../components/sleep-tool';
import { SocialEmotionalTool } from '../components/social-emotional-tool';

export async function loader({ params, request }: LoaderFunctionArgs): Promise<ToolData> {
  if (!isToolPage(params.solution)) throw new Response('Not found', { status: 404 });
  return loadTool(params.solution, Number(params.child_id), request.signal);
}

const SECTIONS: readonly [keyof SolutionMarketing, string][] = [
  ['why', 'addOns.sections.why'],
  ['forParents', 'addOns.sections.parents'],
  ['forKids', 'addOns.sections.kids'],
  ['whatYoullDo', 'addOns.sections.youllDo'],
  ['whatsNeeded', 'addOns.sections.needed'],
];

function Locked({ childId, solution }: { readonly childId: number; readonly solution: string }) {
  const { t } = useTranslation();
  return (
    <Card render={<section aria-labelledby="tool-locked" />} notice>
      <h2 id="tool-locked" className="web-h3">
        {t('tools.lockedTitle')}
      </h2>
      <p>{t('tools.locked')}</p>
      <ButtonLink variant="primary" render={<Link to={paths.app.child.addOns.getHref(childId, solution)} />}>
        {t('tools.getIt')}
      </ButtonLink>
    </Card>
  );
}

export function Component() {
  const { t, i18n } = useTranslation();
  const { child } = useChildData();
  const data = useLoaderData() as ToolData;
  const solution = data.solution ? localizeSolution(data.solution, i18n.language) : null;
  const title = solution?.displayName ?? data.tool;
  const { back, warningDialog } = useRouteBack();
  const body = (() => {
    switch (data.tool) {
      case 'sleep':
        return data.sleep?.locked === false ? (
          <SleepTool childId={child.id} data={data.sleep.value} />
        ) : (
          <Locked childId={child.id} solution={data.tool} />
        );
      case 'food-sensitivity':
        return data.foodSensitivity?.locked === false ? (
          <FoodSensitivityTool childId={child.id} results={data.foodSensitivity.value} />
        ) : (
          <Locked childId={child.id} solution={data.tool} />
        );
      case 'social-emotional':
        return data.socialEmotional?.locked === false ? (
          <SocialEmotionalTool childId={child.id} checkin={data.socialEmotional.value} />
        ) : (
          <Locked childId={child.id} solution={data.tool} />
        );
      case 'parent-coaching':
        return <ParentCoachingTool childId={child.id} />;
      case 'reading-attention-tutor':
        return (
          <Card render={<section aria-labelledby="tool-waitlist" />} notice>
            <h2 id="tool-waitlist" className="web-h3">
              {t('tools.waitlistTitle')}
            </h2>
            <p>{t('tools.waitlist')}</p>
            <ButtonLink
              variant="primary"
              render={<Link to={paths.app.child.addOns.getHref(child.id, data.tool)} />}
            >
              {t('tools.joinWaitlist')}
            </ButtonLink>
          </Card>
        );
    }
  })();
  return (
    <div className="web-page web-page--narrow">
      <ToolHeader title={title} onBack={back} subtitle={solution?.tagline} />
      {warningDialog}
      {solution?.marketing?.whatsNeeded ? (
        <p data-testid="tool-needs">
          <strong>{t('tools.needs')}</strong> {solution.marketing.whatsNeeded}
        </p>
      ) : null}
      {body}
      {solution ? (
        <Card render={<section aria-labelledby="tool-about" />}>
          <h2 id="tool-about" className="web-h3">
            {t('tools.about', { name: title })}
          </h2>
          {solution.videoUrl ? (
            // biome-ignore lint/a11y/useMediaCaption: the catalogue's videos come without caption tracks
            <video className="web-video" src={solution.videoUrl} controls preload="metadata" />
          ) : null}
          {SECTIONS.map(([key, heading]) =>
            solution.marketing?.[key] ? (
              <div key={key}>
                <h3 className="web-h4">{t(heading)}</h3>
                <p>{solution.marketing[key]}</p>
              </div>
            ) : null,
          )}
        </Card>
      ) : null}
    </div>
  );
}
