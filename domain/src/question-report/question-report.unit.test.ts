import { describe, expect, it } from 'vitest';
import { reportQuestionBody, resolveQuestionReportBody } from '../schemas/question-report.js';
import { deciderSpec, refusal } from '../test-support/decider-spec.js';
import type { QuestionReportCommand } from './commands.js';
import { questionReportDecider } from './decider.js';
import type { QuestionReportEvent } from './events.js';

const { given } = deciderSpec(questionReportDecider);
const AT = '2026-03-01T09:00:00.000Z';

const report = (
  reason: 'wrong-answer' | 'other' = 'wrong-answer',
  note = '正解はBでは',
): QuestionReportCommand => ({
  type: 'ReportQuestion',
  data: { reportId: 'r1', questionId: 'q1', questionSetId: 's1', userId: 'u1', reason, note, at: AT },
});
const resolve = (outcome: 'resolved' | 'rejected', note = ''): QuestionReportCommand => ({
  type: 'ResolveQuestionReport',
  data: { reportId: 'r1', outcome, note, resolvedBy: 'admin-1', at: '2026-03-02T09:00:00.000Z' },
});
const reported: QuestionReportEvent = {
  type: 'QuestionReported',
  data: {
    reportId: 'r1',
    questionId: 'q1',
    questionSetId: 's1',
    userId: 'u1',
    reason: 'wrong-answer',
    note: '正解はBでは',
    reportedAt: AT,
  },
};

describe('question report decider', () => {
  it('given nothing, when a learner reports a question, then the report is recorded with its time', () => {
    expect(given().when(report())).toEqual([{ type: 'QuestionReported', data: reported.data }]);
  });

  it('given nothing, when "other" comes without a note, then it is refused with 400 and nothing is recorded', () => {
    expect(refusal(() => given().when(report('other', '  ')))).toMatchObject({
      status: 400,
      code: 'REPORT_NOTE_REQUIRED',
    });
  });

  it('given a report, when the same report is made again, then 409', () => {
    expect(refusal(() => given(reported).when(report())).status).toBe(409);
  });

  it('given an open report, when an administrator resolves it, then the reporter and question are named', () => {
    expect(given(reported).when(resolve('resolved'))).toEqual([
      {
        type: 'QuestionReportResolved',
        data: {
          reportId: 'r1',
          questionId: 'q1',
          userId: 'u1',
          outcome: 'resolved',
          note: '',
          resolvedBy: 'admin-1',
          resolvedAt: '2026-03-02T09:00:00.000Z',
        },
      },
    ]);
  });

  it('given an open report, when rejected without a reason, then 400; with one, it is closed', () => {
    expect(refusal(() => given(reported).when(resolve('rejected'))).code).toBe('RESOLUTION_NOTE_REQUIRED');
    expect(given(reported).when(resolve('rejected', '正解はAで合っています'))[0]?.data).toMatchObject({
      outcome: 'rejected',
      note: '正解はAで合っています',
    });
  });

  it('given a closed report or none, when resolved, then 409 or 404', () => {
    const closed = given(reported).when(resolve('resolved'))[0] as QuestionReportEvent;
    expect(refusal(() => given(reported, closed).when(resolve('rejected', 'x')))).toMatchObject({
      status: 409,
      code: 'REPORT_CLOSED',
    });
    expect(refusal(() => given().when(resolve('resolved'))).status).toBe(404);
  });
});

describe('question report bodies', () => {
  it('given an unknown reason, a note over 1,000 characters or an extra field, then each is refused', () => {
    expect(reportQuestionBody.safeParse({ reason: 'spam' }).error?.issues[0]?.message).toContain(
      '報告の理由',
    );
    expect(
      reportQuestionBody.safeParse({ reason: 'typo', note: 'あ'.repeat(1001) }).error?.issues[0]?.message,
    ).toBe('報告の内容は1,000文字以内で入力してください');
    expect(reportQuestionBody.safeParse({ reason: 'typo', extra: 1 }).success).toBe(false);
    expect(reportQuestionBody.parse({ reason: 'typo', note: ' 誤字 ' })).toEqual({
      reason: 'typo',
      note: '誤字',
    });
    expect(resolveQuestionReportBody.safeParse({ outcome: 'done' }).success).toBe(false);
  });
});
