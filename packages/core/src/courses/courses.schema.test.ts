import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { childCourseArb, courseArb } from '../testing/entities.arbitraries';
import { type ChildCourse, ChildCourseSchema, type Course, CourseSchema } from './courses.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

const honestlyAdhd: Course = {
  id: 4,
  name: 'honestly-adhd',
  title: 'Honestly ADHD',
  description: 'Three video courses for parents.',
  primary_color: '#f08c00',
  lectures: [
    {
      id: 40,
      position: 1,
      title: 'ADHD Basics',
      description: null,
      video_url: 'https://videos.example.com/basics.mp4',
      duration: 840,
    },
  ],
};

describe('courses', () => {
  it('reads a course and a child course with lecture progress unchanged', () => {
    expect(CourseSchema.parse(honestlyAdhd)).toEqual(honestlyAdhd);
    const childCourse: ChildCourse = {
      id: 70,
      course_id: 4,
      child_id: 7,
      course: { id: 4, name: 'honestly-adhd', title: 'Honestly ADHD', primary_color: '#f08c00' },
      profile_lectures: [
        {
          id: 700,
          position: 1,
          current_time: 312.5,
          completed_at: null,
          lecture: honestlyAdhd.lectures[0] as Course['lectures'][number],
        },
      ],
    };
    expect(ChildCourseSchema.parse(childCourse)).toEqual(childCourse);
  });

  it('rejects a lecture without a video URL and a negative playback time, naming the fields', () => {
    const [lecture] = honestlyAdhd.lectures;
    expect(
      badFields(
        parseWith(CourseSchema, { ...honestlyAdhd, lectures: [{ ...lecture, video_url: 'basics' }] }),
      ),
    ).toEqual(['lectures.0.video_url']);
    const bad = {
      id: 70,
      course_id: 4,
      child_id: 7,
      course: { id: 4, name: 'honestly-adhd', title: 'Honestly ADHD', primary_color: '#f08c00' },
      profile_lectures: [{ id: 700, position: 1, current_time: -1, completed_at: null, lecture }],
    };
    expect(badFields(parseWith(ChildCourseSchema, bad))).toEqual(['profile_lectures.0.current_time']);
  });

  it('every generated course and child course parses, lectures at positions 1..n', () => {
    fc.assert(
      fc.property(courseArb, childCourseArb({ childId: 7 }), (course, childCourse) => {
        expect(CourseSchema.parse(course)).toEqual(course);
        expect(ChildCourseSchema.parse(childCourse)).toEqual(childCourse);
        expect(course.lectures.map((l) => l.position)).toEqual(course.lectures.map((_, i) => i + 1));
        expect(childCourse.course.id).toBe(childCourse.course_id);
      }),
    );
  });
});
