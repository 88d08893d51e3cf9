import { describe, expect, it } from 'vitest';
import type { UserCommand } from './commands.js';
import { expectRejected, given, registered, SUB } from './test-support/given-when-then.js';

const choose = (timeZone: string) =>
  ({ type: 'ChooseUserTimeZone', data: { userId: SUB, timeZone } }) satisfies UserCommand;
const chosen = (timeZone: string) => ({
  type: 'UserTimeZoneChosen' as const,
  data: { userId: SUB, timeZone },
});

const REFUSED = {
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'タイムゾーンは IANA の名前（例: Asia/Tokyo）で指定してください',
};

describe('ChooseUserTimeZone', () => {
  it('given a user, when they save Europe/Berlin, then the zone is recorded', () => {
    expect(given(registered()).when(choose('Europe/Berlin'))).toEqual([chosen('Europe/Berlin')]);
  });

  it('given a user who saved Asia/Tokyo, when they save it again, then nothing is recorded', () => {
    expect(given(registered(), chosen('Asia/Tokyo')).when(choose('Asia/Tokyo'))).toEqual([]);
  });

  it('given a user who saved Asia/Tokyo, when they save America/New_York, then the new zone is recorded', () => {
    expect(given(registered(), chosen('Asia/Tokyo')).when(choose('America/New_York'))).toEqual([
      chosen('America/New_York'),
    ]);
  });

  it.each(['Mars/Olympus_Mons', '+09:00', '', 'Asia/Tokyo; DROP', 'A'.repeat(65)])(
    'given a user, when they save %j, then it is refused with the ?tz= words',
    (zone) => {
      expectRejected(() => given(registered()).when(choose(zone)), REFUSED);
    },
  );

  it('given no user, when a zone is saved, then 404', () => {
    expectRejected(() => given().when(choose('Asia/Tokyo')), {
      status: 404,
      code: 'USER_NOT_FOUND',
      message: 'ユーザーが見つかりません',
    });
  });
});
