import type { ChildCourse } from '@attune/core/rules';
import { describe, expect, it } from 'vitest';
import { courseLectures, findCourseLecture } from './course-lectures';

const lecture = (position: number, title: string) => ({
  id: 100 + position,
  position,
  current_time: 0,
  completed_at: null,
  lecture: {
    id: 200 + position,
    position,
    title,
    description: null,
    video_url: `https://media.attune.test/${position}.mp4`,
    duration: null,
  },
});
const course: ChildCourse = {
  id: 7,
  course_id: 3,
  child_id: 1,
  course: { id: 3, name: 'honestly-adhd', title: 'Honestly ADHD', primary_color: '#d9822b' },
  profile_lectures: [lecture(2, 'Working Memory'), lecture(1, 'ADHD Basics'), lecture(3, 'Impulsivity')],
};

describe("a child's course", () => {
  it('lists its lectures in course order', () => {
    expect(courseLectures(course).map((l) => l.lecture.title)).toEqual([
      'ADHD Basics',
      'Working Memory',
      'Impulsivity',
    ]);
  });

  it('finds the course by its route id and the lecture by its position', () => {
    expect(findCourseLecture([course], '7', undefined)).toEqual({ course, lecture: null });
    expect(findCourseLecture([course], '7', '2')?.lecture?.lecture.title).toBe('Working Memory');
  });

  it("treats another child's course or a missing lecture as not found", () => {
    expect(findCourseLecture([course], '8', undefined)).toBeNull();
    expect(findCourseLecture([course], '7', '4')).toBeNull();
  });
});
