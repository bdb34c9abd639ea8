import { ChildCourseSchema } from '@attune/core/rules';
import { z } from 'zod';
import { ChildIdQuerySchema } from './common';
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
} as const;
