import { describe, expect, it } from 'vitest';
import { browserZones, zoneChoices } from './zone-choices';

describe('the time zones the profile offers', () => {
  it('given the runtime list, then it holds the usual IANA names', () => {
    expect(browserZones()).toEqual(
      expect.arrayContaining(['Asia/Tokyo', 'Europe/Berlin', 'America/New_York']),
    );
  });

  it('given a saved zone the runtime lists under another name, then it is offered too, sorted, once', () => {
    expect(zoneChoices(['Asia/Tokyo', 'Asia/Kolkata'], 'Asia/Calcutta', 'Asia/Tokyo', undefined)).toEqual([
      'Asia/Calcutta',
      'Asia/Kolkata',
      'Asia/Tokyo',
    ]);
  });
});
