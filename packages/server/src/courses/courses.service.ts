/**
 * Courses: the catalogue's courses with their lectures, a child's enrolments with their progress, and
 * enrolling children when a course is bought.
 *
 * Conventions:
 * - a child is enrolled in a course once (a unique index; enrolling again changes nothing), with one
 *   progress row per lecture;
 * - enrolling runs in the caller's transaction, so a purchase and its enrolments stand or fall together.
 */
import { isActivePurchase, type LectureProgressBody, lectureTimeToKeep } from '@attune/core/rules';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { type AppContext, todayOf } from '../context';
import type { Db, Tx } from '../db/database';
import {
  childCourses,
  children,
  courses,
  lectures,
  products,
  profileLectures,
  purchases,
} from '../db/schema';

/** A lecture as the wire shows it. */
export function lectureJson(lecture: typeof lectures.$inferSelect) {
  return {
    id: lecture.id,
    position: lecture.position,
    title: lecture.title,
    description: lecture.description || null,
    video_url: lecture.videoUrl,
    duration: lecture.duration,
  };
}

/** Every course of the catalogue with its lectures in order. */
export async function listCourses(ctx: AppContext) {
  const rows = await ctx.db.select().from(courses).orderBy(asc(courses.id));
  const lectureRows =
    rows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(lectures)
          .where(
            inArray(
              lectures.courseId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(lectures.position));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description || null,
    primary_color: row.primaryColor,
    lectures: lectureRows.filter((lecture) => lecture.courseId === row.id).map(lectureJson),
  }));
}

/** A child's courses with the progress in each lecture. */
export async function listChildCourses(ctx: AppContext, childId: number) {
  const rows = await ctx.db
    .select({ childCourse: childCourses, course: courses })
    .from(childCourses)
    .innerJoin(courses, eq(courses.id, childCourses.courseId))
    .where(eq(childCourses.childId, childId))
    .orderBy(asc(childCourses.id));
  if (rows.length === 0) return [];
  const progress = await ctx.db
    .select({ profileLecture: profileLectures, lecture: lectures })
    .from(profileLectures)
    .innerJoin(lectures, eq(lectures.id, profileLectures.lectureId))
    .where(
      inArray(
        profileLectures.childCourseId,
        rows.map((row) => row.childCourse.id),
      ),
    )
    .orderBy(asc(profileLectures.position));
  return rows.map(({ childCourse, course }) => ({
    id: childCourse.id,
    course_id: course.id,
    child_id: childCourse.childId,
    course: { id: course.id, name: course.name, title: course.title, primary_color: course.primaryColor },
    profile_lectures: progress
      .filter((entry) => entry.profileLecture.childCourseId === childCourse.id)
      .map((entry) => ({
        id: entry.profileLecture.id,
        position: entry.profileLecture.position,
        current_time: entry.profileLecture.currentTime,
        completed_at: entry.profileLecture.completedAt?.toISOString() ?? null,
        lecture: lectureJson(entry.lecture),
      })),
  }));
}

/**
 * A bought course appears among the child's courses (`GET profile/courses`): for the child it was bought
 * for, or for every child of the account when bought for the parent. Enrolling twice changes nothing.
 */
export async function enrolInCourse(
  ctx: AppContext,
  db: Db | Tx,
  input: { userId: number; childId: number | null; courseKey: string },
) {
  const course = (await db.select().from(courses).where(eq(courses.key, input.courseKey)))[0];
  if (!course) return;
  const childIds =
    input.childId !== null
      ? [input.childId]
      : (await db.select({ id: children.id }).from(children).where(eq(children.userId, input.userId))).map(
          (row) => row.id,
        );
  if (childIds.length === 0) return;
  await db
    .insert(childCourses)
    .values(childIds.map((childId) => ({ childId, courseId: course.id, createdAt: ctx.clock.now() })))
    .onConflictDoNothing({ target: [childCourses.childId, childCourses.courseId] });
  // Every lecture of the course for each enrolment, whether new or already there (missing ones only).
  const enrolments = await db
    .select({ id: childCourses.id })
    .from(childCourses)
    .where(and(eq(childCourses.courseId, course.id), inArray(childCourses.childId, childIds)));
  const lectureRows = await db
    .select()
    .from(lectures)
    .where(eq(lectures.courseId, course.id))
    .orderBy(asc(lectures.position));
  const values = enrolments.flatMap((enrolment) =>
    lectureRows.map((lecture) => ({
      childCourseId: enrolment.id,
      lectureId: lecture.id,
      position: lecture.position,
    })),
  );
  if (values.length > 0) {
    await db
      .insert(profileLectures)
      .values(values)
      .onConflictDoNothing({ target: [profileLectures.childCourseId, profileLectures.lectureId] });
  }
}

/**
 * Keeps where the child is in a lecture (core's `lectureTimeToKeep`: whole seconds) and, when the video
 * ended, completes it at the clock's now; a lecture completed before keeps its first completion. The router
 * has checked that the lecture is the child's. Answers the lecture's progress as `GET profile/courses` does.
 */
export async function saveLectureProgress(
  ctx: AppContext,
  childId: number,
  profileLectureId: number,
  input: LectureProgressBody['profile_lecture'],
) {
  const now = ctx.clock.now();
  await ctx.db
    .update(profileLectures)
    .set({
      currentTime: lectureTimeToKeep(input.current_time),
      ...(input.ended
        ? { completedAt: sql`coalesce(${profileLectures.completedAt}, ${now.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(eq(profileLectures.id, profileLectureId));
  const rows = await ctx.db
    .select({ profileLecture: profileLectures, lecture: lectures })
    .from(profileLectures)
    .innerJoin(lectures, eq(lectures.id, profileLectures.lectureId))
    .innerJoin(childCourses, eq(childCourses.id, profileLectures.childCourseId))
    .where(and(eq(profileLectures.id, profileLectureId), eq(childCourses.childId, childId)));
  const row = rows[0];
  if (!row) throw new Error("the router checked the lecture is the child's");
  return {
    id: row.profileLecture.id,
    position: row.profileLecture.position,
    current_time: row.profileLecture.currentTime,
    completed_at: row.profileLecture.completedAt?.toISOString() ?? null,
    lecture: lectureJson(row.lecture),
  };
}

/**
 * Enrols a child just added in the courses the family bought for every child (paid purchases with no
 * child, still active on the family's today: core's `isActivePurchase`), as a purchase made now would.
 */
export async function enrolInFamilyCourses(ctx: AppContext, db: Db | Tx, userId: number, childId: number) {
  const rows = await db
    .select({ purchase: purchases, courseKey: products.courseKey })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .where(and(eq(purchases.userId, userId), isNull(purchases.childId), isNotNull(products.courseKey)));
  const today = todayOf(ctx);
  for (const { purchase, courseKey } of rows) {
    const facts = { state: purchase.state, ends_on: purchase.endsOn };
    if (!courseKey || !isActivePurchase(facts, today)) continue;
    await enrolInCourse(ctx, db, { userId, childId, courseKey });
  }
}
