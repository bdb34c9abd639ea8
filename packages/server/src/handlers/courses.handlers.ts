/** Handlers of `courses`: a child's courses. */
import type { coursesContract } from '@attune/api/contract';
import { listChildCourses, saveLectureProgress } from '../courses/courses.service';
import type { HandlersOf } from '../http/router';

/** The child's courses with their progress. */
export const coursesHandlers: HandlersOf<typeof coursesContract> = {
  listChildCourses: async ({ ctx, child }) => ({ courses: await listChildCourses(ctx, child.id) }),
  saveLectureProgress: async ({ ctx, child, params, body }) => ({
    profile_lecture: await saveLectureProgress(ctx, child.id, params.id, body.profile_lecture),
  }),
};
