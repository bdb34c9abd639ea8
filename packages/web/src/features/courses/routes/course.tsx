/**
 * A child's course (courses come with purchased add-ons such as Honestly ADHD): the course lists its
 * lectures in order; a lecture shows its title, description and video. A course or lecture the child does
 * not have shows the not-found card.
 */

import {
  type KeptLectureProgress,
  lectureClock,
  lectureProgress,
  type ProfileLecture,
} from '@attune/core/rules';
import { Card, CourseHeader, formatDate } from '@attune/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
import { useRouteBack } from '../../../components/back-button';
import { NotFoundCard } from '../../../components/not-found-card';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api-client';
import { useChildData, useChildMay } from '../../../lib/child-data';
import { LecturePlayer } from '../components/lecture-player';
import { courseLectures, findCourseLecture } from '../utils/course-lectures';

/** Where the child is in a lecture, in words (core's `lectureProgress`): completed, where to continue, or not started. */
function LectureStatus({ kept }: { readonly kept: KeptLectureProgress }) {
  const { t, i18n } = useTranslation();
  const progress = lectureProgress(kept);
  const text =
    progress.kind === 'completed'
      ? t('course.completed', { date: formatDate(progress.at, i18n.language) })
      : progress.kind === 'in_progress'
        ? t('course.continueFrom', { time: lectureClock(progress.at) })
        : t('course.notStarted');
  return <span className="web-muted web-small web-lecture-status">{text}</span>;
}

/** A lecture's page: its place in the course, title, description, where the child is, and the video. */
function LectureView({
  childId,
  course,
  lecture,
  total,
}: {
  readonly childId: number;
  readonly course: { readonly title: string; readonly primary_color: string };
  readonly lecture: ProfileLecture;
  readonly total: number;
}) {
  const { t } = useTranslation();
  const mayChange = useChildMay('change');
  const [kept, setKept] = useState<KeptLectureProgress>(lecture);
  const { title, description, video_url } = lecture.lecture;
  const { back, warningDialog } = useRouteBack();
  return (
    <div className="web-page web-page--narrow">
      <CourseHeader
        title={course.title}
        onBack={back}
        backLabel={t('course.backToCourse')}
        lecture={{ position: lecture.position, total }}
        color={course.primary_color}
      />
      {warningDialog}
      <Card render={<article style={{ borderTopColor: course.primary_color }} />}>
        <h2>{title}</h2>
        <p>
          <LectureStatus kept={kept} />
        </p>
        {description ? <p>{description}</p> : null}
        {video_url ? (
          <LecturePlayer
            childId={childId}
            lecture={lecture}
            label={t('course.video', { title })}
            mayChange={mayChange}
            onSaved={setKept}
          />
        ) : null}
      </Card>
    </div>
  );
}

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
  const { back, warningDialog } = useRouteBack();
  const found = findCourseLecture(courses, params.child_course_id, params.lecture_position);
  if (!found) return <NotFoundCard />;
  const { course, lecture } = found;
  const lectures = courseLectures(course);

  if (lecture) {
    return (
      <LectureView
        key={lecture.id}
        childId={child.id}
        course={course.course}
        lecture={lecture}
        total={lectures.length}
      />
    );
  }

  return (
    <div className="web-page web-page--narrow">
      <CourseHeader title={course.course.title} onBack={back} color={course.course.primary_color} />
      {warningDialog}
      <Card render={<section style={{ borderTopColor: course.course.primary_color }} />}>
        <h2 className="web-h3">{t('course.lectures')}</h2>
        {lectures.length === 0 ? (
          <p className="web-muted">{t('course.noLectures')}</p>
        ) : (
          <ol className="web-lectures">
            {lectures.map((item) => (
              <li key={item.id}>
                <Link to={paths.app.child.lecture.getHref(child.id, course.id, item.position)}>
                  {item.lecture.title}
                </Link>{' '}
                <LectureStatus kept={item} />
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
