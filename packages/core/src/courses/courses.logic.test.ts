import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type KeptLectureProgress,
  LECTURE_MAX_SECONDS,
  LECTURE_SAVE_INTERVAL_SECONDS,
  lectureClock,
  lectureProgress,
  lectureResumeAt,
  lectureSaveDue,
  lectureTimeToKeep,
} from './courses.logic';

const kept = (current_time: number, completed_at: string | null = null): KeptLectureProgress => ({
  current_time,
  completed_at,
});
const keptArb: fc.Arbitrary<KeptLectureProgress> = fc.record({
  current_time: fc.integer({ min: 0, max: LECTURE_MAX_SECONDS }),
  completed_at: fc.option(
    fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString()),
  ),
});

describe('lectureProgress', () => {
  it('reads a lecture never played as not started', () => {
    expect(lectureProgress(kept(0))).toEqual({ kind: 'not_started' });
  });
  it('reads a position past 0 as under way, at that position', () => {
    expect(lectureProgress(kept(95))).toEqual({ kind: 'in_progress', at: 95 });
  });
  it('reads a completed lecture as completed, whatever its position', () => {
    expect(lectureProgress(kept(12, '2026-11-20T18:00:00Z'))).toEqual({
      kind: 'completed',
      at: '2026-11-20T18:00:00Z',
    });
  });
  it('a lecture with a completion is always completed, whatever its position', () => {
    fc.assert(
      fc.property(keptArb, (progress) => {
        expect(lectureProgress(progress).kind === 'completed').toBe(progress.completed_at !== null);
      }),
    );
  });
});

describe('lectureResumeAt', () => {
  it('resumes where the child stopped', () => {
    expect(lectureResumeAt(kept(42))).toBe(42);
  });
  it('starts a completed lecture over', () => {
    expect(lectureResumeAt(kept(42, '2026-11-20T18:00:00Z'))).toBe(0);
  });
  it('resumes at the kept position unless completed, and never before 0', () => {
    fc.assert(
      fc.property(keptArb, (progress) => {
        const at = lectureResumeAt(progress);
        expect(at).toBeGreaterThanOrEqual(0);
        expect(at).toBe(progress.completed_at === null ? progress.current_time : 0);
      }),
    );
  });
});

describe('lectureTimeToKeep', () => {
  it('keeps whole seconds, rounding down', () => {
    expect(lectureTimeToKeep(12.9)).toBe(12);
  });
  it('keeps 0 for a time the player could not read', () => {
    expect(lectureTimeToKeep(Number.NaN)).toBe(0);
    expect(lectureTimeToKeep(-3)).toBe(0);
  });
  it('a kept time is always a whole number of seconds between 0 and the longest lecture', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (seconds) => {
        const time = lectureTimeToKeep(seconds);
        expect(Number.isInteger(time)).toBe(true);
        expect(time).toBeGreaterThanOrEqual(0);
        expect(time).toBeLessThanOrEqual(LECTURE_MAX_SECONDS);
      }),
    );
  });
});

describe('lectureSaveDue', () => {
  it('saves while playing only every few seconds', () => {
    expect(lectureSaveDue(10, 12, 'playing')).toBe(false);
    expect(lectureSaveDue(10, 10 + LECTURE_SAVE_INTERVAL_SECONDS, 'playing')).toBe(true);
  });
  it('saves on pause or leaving when the position moved, and always when the video ended', () => {
    expect(lectureSaveDue(10, 11, 'paused')).toBe(true);
    expect(lectureSaveDue(10, 10.4, 'leaving')).toBe(false);
    expect(lectureSaveDue(10, 10, 'ended')).toBe(true);
  });
  it('a position already saved is never sent again, unless the video ended', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('playing', 'paused', 'leaving') as fc.Arbitrary<'playing' | 'paused' | 'leaving'>,
        (time, reason) => {
          expect(lectureSaveDue(time, time, reason)).toBe(false);
        },
      ),
    );
  });
  it('while playing, the saved position never lags the player by the interval or more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 600 }), (saved, ahead) => {
        if (ahead >= LECTURE_SAVE_INTERVAL_SECONDS)
          expect(lectureSaveDue(saved, saved + ahead, 'playing')).toBe(true);
      }),
    );
  });
});

describe('lectureClock', () => {
  it('reads as a player clock', () => {
    expect(lectureClock(0)).toBe('0:00');
    expect(lectureClock(247)).toBe('4:07');
    expect(lectureClock(3723)).toBe('1:02:03');
  });
  it('a clock read back gives the whole seconds it was made from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: LECTURE_MAX_SECONDS }), (seconds) => {
        const parts = lectureClock(seconds).split(':').map(Number);
        expect(parts.reduce((sum, part) => sum * 60 + part, 0)).toBe(seconds);
      }),
    );
  });
});
