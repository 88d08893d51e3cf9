import { describe, expect, it } from 'vitest';
import { parseReportResolved, tagsForReportResolved } from './report-events';

describe('questionReport:resolved', () => {
  it("given the projection's payload, then the notice reads the report and its outcome", () => {
    expect(
      parseReportResolved({ reportId: 'r1', questionId: 'q1', outcome: 'resolved', note: '', position: 4 }),
    ).toEqual({ reportId: 'r1', questionId: 'q1', outcome: 'resolved' });
    expect(parseReportResolved({ reportId: 'r1', questionId: 'q1', outcome: 'rejected' })?.outcome).toBe(
      'rejected',
    );
  });

  it('given junk or an outcome it does not know, then no notice', () => {
    for (const payload of [
      null,
      'x',
      {},
      { reportId: 'r1', questionId: 'q1', outcome: 'open' },
      { outcome: 'resolved' },
    ])
      expect(parseReportResolved(payload)).toBeNull();
  });

  it("invalidates the learner's list of reports (and an open queue)", () => {
    expect(tagsForReportResolved()).toEqual([{ type: 'QuestionReport', id: 'LIST' }]);
  });
});
