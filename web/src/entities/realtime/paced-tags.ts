import type { InvalidationTag, TagType } from './invalidation';

/** A read that costs the server real work follows another tag, at most once per `everyMs`. */
export type PacedFollower = { source: TagType; follower: TagType; everyMs: number };

/**
 * The set page's pass estimate (issue 41) is one Monte-Carlo simulation on the server per read, and every answer
 * announces `{Progress, <set>}`. It follows the set's progress at most once per 20 s: the first answer after a
 * quiet period refreshes it at once, the others of a run of answers once at the end of each 20 s (a card that
 * moves by a point or two per answer loses nothing a learner would see).
 */
export const PACED_FOLLOWERS: readonly PacedFollower[] = [
  { source: 'Progress', follower: 'Readiness', everyMs: 20_000 },
];

const keyOf = (tag: InvalidationTag) => `${tag.type}\u0000${tag.id ?? ''}`;

/**
 * Leading and trailing throttle per follower tag: invalidated at once when its last invalidation is `everyMs` old,
 * else once when that time has passed (however many requests came in between).
 */
export class PacedTags {
  private readonly last = new Map<string, number>();
  private readonly due = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly invalidate: (tags: InvalidationTag[]) => void,
    private readonly followers: readonly PacedFollower[] = PACED_FOLLOWERS,
  ) {}

  /**
   * The followers of the given tags (items only: a LIST names no set): answers those due now (to invalidate with
   * the tags), and invalidates the others when their turn comes.
   */
  follow(tags: readonly InvalidationTag[]): InvalidationTag[] {
    const now = Date.now();
    const immediate: InvalidationTag[] = [];
    for (const rule of this.followers)
      for (const tag of tags) {
        if (tag.type !== rule.source || !tag.id || tag.id === 'LIST') continue;
        const follower = { type: rule.follower, id: tag.id };
        const key = keyOf(follower);
        if (this.due.has(key)) continue; // its trailing invalidation is already planned
        const wait = (this.last.get(key) ?? Number.NEGATIVE_INFINITY) + rule.everyMs - now;
        if (wait <= 0) {
          this.last.set(key, now);
          immediate.push(follower);
          continue;
        }
        const timer = setTimeout(() => {
          this.due.delete(key);
          this.last.set(key, Date.now());
          this.invalidate([follower]);
        }, wait);
        this.due.set(key, timer);
      }
    return immediate;
  }

  stop(): void {
    for (const timer of this.due.values()) clearTimeout(timer);
    this.due.clear();
    this.last.clear();
  }
}
