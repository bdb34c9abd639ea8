import type { ChildCourse, ProfileLecture } from '@attune/core/rules';

/** The lectures of a child's course, in course order. */
export function courseLectures(course: ChildCourse): ProfileLecture[] {
  return [...course.profile_lectures].sort((a, b) => a.position - b.position);
}

/** The child's course with this route id and, when asked, its lecture at this position (null when missing). */
export function findCourseLecture(
  courses: readonly ChildCourse[],
  courseId: string | undefined,
  position: string | undefined,
): { course: ChildCourse; lecture: ProfileLecture | null } | null {
  const course = courses.find((c) => String(c.id) === courseId);
  if (!course) return null;
  if (position === undefined) return { course, lecture: null };
  const lecture = course.profile_lectures.find((l) => String(l.position) === position);
  return lecture ? { course, lecture } : null;
}
