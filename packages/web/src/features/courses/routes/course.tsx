/**
 * A child's course (courses come with purchased add-ons such as Honestly ADHD): the course lists its
 * lectures in order; a lecture shows its title, description and video. A course or lecture the child does
 * not have shows the not-found card.
 */
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { NotFoundCard } from '../../../components/not-found-card';
import { VideoPlayer } from '../../../components/video-player';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api-client';
import { useChildData } from '../../../lib/child-data';
import { courseLectures, findCourseLecture } from '../utils/course-lectures';

/** The child's courses with their lectures (`GET profile/courses?child_id=`). */
export function loader({ params, request }: LoaderFunctionArgs) {
  return call(
    (api) => api.listChildCourses({ query: { child_id: Number(params.child_id) } }),
    request.signal,
  );
}

export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const { child } = useChildData();
  const courses = useLoaderData<typeof loader>();
  const found = findCourseLecture(courses, params.child_course_id, params.lecture_position);
  if (!found) return <NotFoundCard />;
  const { course, lecture } = found;
  const lectures = courseLectures(course);

  if (lecture) {
    const { title, description, video_url } = lecture.lecture;
    return (
      <div className="web-page web-page--narrow">
        <BackButton label={t('course.backToCourse')} />
        <article className="web-card" style={{ borderTopColor: course.course.primary_color }}>
          <p className="web-muted">
            {course.course.title} · {t('course.lectureOf', { n: lecture.position, total: lectures.length })}
          </p>
          <h1>{title}</h1>
          {description ? <p>{description}</p> : null}
          {video_url ? (
            <VideoPlayer className="web-lecture-video" src={video_url} label={t('course.video', { title })} />
          ) : null}
        </article>
      </div>
    );
  }

  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <section className="web-card" style={{ borderTopColor: course.course.primary_color }}>
        <h1>{course.course.title}</h1>
        <h2 className="web-h3">{t('course.lectures')}</h2>
        {lectures.length === 0 ? (
          <p className="web-muted">{t('course.noLectures')}</p>
        ) : (
          <ol className="web-lectures">
            {lectures.map((item) => (
              <li key={item.id}>
                <Link to={paths.app.child.lecture.getHref(child.id, course.id, item.position)}>
                  {item.lecture.title}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
