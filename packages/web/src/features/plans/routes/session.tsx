import { nextItem, startButton } from '@attune/core/rules';
import { ButtonLink, Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { NotFoundCard } from '../../../components/not-found-card';
import { paths } from '../../../config/paths';
import { useChildData } from '../../../lib/child-data';
import { today } from '../../../lib/family-day';
import { useStatusText } from '../components/session-card';
import { usePlanRoute } from '../components/use-plan';

/** One session: its description, needs and items, with the start button. */
export function Component() {
  const { t } = useTranslation();
  const { child } = useChildData();
  const { plan, session } = usePlanRoute();
  const statusText = useStatusText();
  if (!plan || !session) return <NotFoundCard />;
  const next = nextItem(session);
  const button = startButton(session, today());
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <Card render={<section />}>
        <h1>{session.title}</h1>
        <p className="web-muted">{statusText(session, today())}</p>
        {session.description ? <p>{session.description}</p> : null}
        {session.requirements ? (
          <p>
            <strong>{t('session.whatsNeeded')}</strong> {session.requirements}
          </p>
        ) : null}
        <ol className="web-items">
          {[...session.child_activity_items]
            .sort((a, b) => a.position - b.position)
            .map((item) => (
              <li
                key={item.id}
                className={item.complete ? 'web-items__done' : item.skipped ? 'web-items__skipped' : ''}
              >
                {t('plan.itemLabel', { n: item.position })}
                {item.complete
                  ? ` · ${t('plan.itemDone')}`
                  : item.skipped
                    ? ` · ${t('plan.itemSkipped')}`
                    : ''}
              </li>
            ))}
        </ol>
        {next ? (
          <ButtonLink
            variant="primary"
            size="lg"
            render={
              <Link to={paths.app.child.item.getHref(child.id, plan.id, session.position, next.position)} />
            }
          >
            {t(`session.start.${button.label}`)}
          </ButtonLink>
        ) : (
          <ButtonLink
            variant="secondary"
            render={<Link to={paths.app.child.plan.getHref(child.id, plan.id)} />}
          >
            {t('plan.backToPlan')}
          </ButtonLink>
        )}
      </Card>
    </div>
  );
}
