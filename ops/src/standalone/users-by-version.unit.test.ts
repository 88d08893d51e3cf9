import { describe, expect, it } from 'vitest';
import { usersByVersion } from './users-by-version.js';

const counting = (answers: Record<string, { isAdmin: boolean; deleted: boolean } | null>) => {
  const reads: string[] = [];
  const resolve = async (sub: string) => {
    reads.push(sub);
    return answers[sub] ?? null;
  };
  return { reads, resolve };
};

describe('usersByVersion', () => {
  it('given a user read at a version, when asked again at that version, then the read model is not read again', async () => {
    const { reads, resolve } = counting({ ann: { isAdmin: false, deleted: false } });
    const resolved = usersByVersion(resolve, () => 3);

    await resolved('ann');
    const again = await resolved('ann');

    expect(again).toEqual({ isAdmin: false, deleted: false });
    expect(reads).toEqual(['ann']);
  });

  it('given a remembered user, when the identity group commits a change, then the next call reads what it holds now', async () => {
    const answers: Record<string, { isAdmin: boolean; deleted: boolean } | null> = {
      ann: { isAdmin: false, deleted: false },
    };
    const { reads, resolve } = counting(answers);
    let version = 1;
    const resolved = usersByVersion(resolve, () => version);
    await resolved('ann');

    answers.ann = { isAdmin: false, deleted: true };
    version = 2;

    expect(await resolved('ann')).toEqual({ isAdmin: false, deleted: true });
    expect(reads).toEqual(['ann', 'ann']);
  });

  it('given an unknown subject (not synced yet), then null is remembered only until the group moves', async () => {
    const answers: Record<string, { isAdmin: boolean; deleted: boolean } | null> = {};
    const { reads, resolve } = counting(answers);
    let version = 5;
    const resolved = usersByVersion(resolve, () => version);

    expect(await resolved('new')).toBeNull();
    expect(await resolved('new')).toBeNull();
    answers.new = { isAdmin: true, deleted: false };
    version = 6;

    expect(await resolved('new')).toEqual({ isAdmin: true, deleted: false });
    expect(reads).toEqual(['new', 'new']);
  });

  it('given the group moves while a read is under way, then that read answers but is not remembered', async () => {
    let version = 1;
    const reads: string[] = [];
    const resolved = usersByVersion(
      async (sub) => {
        reads.push(sub);
        version += 1; // a commit heard while reading
        return { isAdmin: false, deleted: false };
      },
      () => version,
    );

    await resolved('ann');
    await resolved('ann');

    expect(reads).toEqual(['ann', 'ann']);
  });
});
