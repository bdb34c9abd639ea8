import * as z from 'zod';
import { ColorSchema, IdSchema, IsoDateTimeSchema } from '../common/common.schema';
import { ContentMediaUrlSchema } from '../content/content.schema';
import { LECTURE_MAX_SECONDS } from './courses.logic';

/** A lecture of a course: a video with its place (from 1) in the course; `duration` in seconds, `null` when unknown. */
export const LectureSchema = z.object({
  id: IdSchema,
  position: z.number().int().min(1),
  title: z.string().min(1),
  description: z.string().nullable(),
  /** An absolute URL, or a clip the app serves (`/media/breathing.webm`). */
  video_url: ContentMediaUrlSchema,
  duration: z.number().nonnegative().nullable(),
});
/** A lecture of a course. */
export type Lecture = z.infer<typeof LectureSchema>;

/**
 * A course of the catalogue (`GET listing/courses`). `name` is its key (a course named after the ADHD
 * parenting programme shows an extended display name); `title` is what parents read.
 */
export const CourseSchema = z.object({
  id: IdSchema,
  name: z.string().min(1),
  title: z.string().min(1),
  description: z.string().nullable(),
  primary_color: ColorSchema,
  lectures: z.array(LectureSchema),
});
/** A course of the catalogue. */
export type Course = z.infer<typeof CourseSchema>;

/**
 * A child's progress in one lecture: `current_time` is where the video was left, in seconds (0 when not
 * started); `completed_at` is when the video first reached its end (`null` until then); `position` matches
 * the lecture's.
 */
export const ProfileLectureSchema = z.object({
  id: IdSchema,
  position: z.number().int().min(1),
  current_time: z.number().nonnegative(),
  completed_at: IsoDateTimeSchema.nullable(),
  lecture: LectureSchema,
});

/**
 * Body of `PUT profile_lectures/{id}`: where the child is in the lecture, in seconds (kept in whole
 * seconds), and `ended: true` when the video reached its end (the lecture is then completed).
 */
export const LectureProgressBodySchema = z.object({
  child_id: IdSchema,
  profile_lecture: z.object({
    current_time: z.number().nonnegative().max(LECTURE_MAX_SECONDS),
    ended: z.boolean().default(false),
  }),
});
/** Body of `PUT profile_lectures/{id}`. */
export type LectureProgressBody = z.infer<typeof LectureProgressBodySchema>;
/** A child's progress in one lecture. */
export type ProfileLecture = z.infer<typeof ProfileLectureSchema>;

/**
 * A course a child has (`GET profile/courses?child_id=`), found by its own `id` in the route
 * `course/{child_course_id}`. `course` summarises the catalogue course for the header.
 */
export const ChildCourseSchema = z.object({
  id: IdSchema,
  course_id: IdSchema,
  child_id: IdSchema,
  course: CourseSchema.pick({ id: true, name: true, title: true, primary_color: true }),
  profile_lectures: z.array(ProfileLectureSchema),
});
/** A course a child has, with their progress per lecture. */
export type ChildCourse = z.infer<typeof ChildCourseSchema>;
