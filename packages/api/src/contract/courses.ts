import { ChildCourseSchema, LectureProgressBodySchema, ProfileLectureSchema } from '@attune/core/rules';
import { z } from 'zod';
import { ChildIdQuerySchema, IdParamsSchema } from './common';
import { defineEndpoint } from './endpoint';

/** A child's courses (the catalogue of courses is `listCourses` in the catalogue). */
export const coursesContract = {
  /** `GET profile/courses?child_id=`: the child's courses with their lectures, `{ courses }`. */
  listChildCourses: defineEndpoint({
    name: 'listChildCourses',
    method: 'GET',
    path: 'profile/courses',
    query: ChildIdQuerySchema,
    response: z.object({ courses: z.array(ChildCourseSchema) }),
    rootKey: 'courses',
    status: 200,
    auth: true,
    owner: { child: 'query.child_id' },
    summary: "Lists the child's courses with their lectures.",
  }),
  /**
   * `PUT profile_lectures/{id}` `{ child_id, profile_lecture: { current_time, ended } }`: keeps where the
   * child is in a lecture (whole seconds) and, when `ended`, completes it (the first end is kept); answers
   * `{ profile_lecture }`.
   */
  saveLectureProgress: defineEndpoint({
    name: 'saveLectureProgress',
    method: 'PUT',
    path: 'profile_lectures/:id',
    params: IdParamsSchema,
    body: LectureProgressBodySchema,
    response: z.object({ profile_lecture: ProfileLectureSchema }),
    rootKey: 'profile_lecture',
    status: 200,
    auth: true,
    owner: { child: 'body.child_id', record: 'profile_lecture' },
    summary: 'Keeps where the child is in a lecture, and completes it at the end.',
  }),
} as const;
