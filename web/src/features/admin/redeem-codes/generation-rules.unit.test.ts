import { describe, expect, it } from 'vitest';
import {
  BANNER_CLEAR_MS,
  bannerColor,
  batchFixPlan,
  pageGenerationProblem,
  pageTextOfServerCode,
  tabGenerationProblem,
  whole,
} from './generation-rules';

describe('tabGenerationProblem (the /admin tab)', () => {
  it.each([
    [{ questionSetId: '', validityDays: 30, quantity: 5 }, 'redeemAdmin.errors.setRequired'],
    [{ questionSetId: 's', validityDays: 0, quantity: 5 }, 'redeemAdmin.errors.validityTooSmall'],
    [{ questionSetId: 's', validityDays: '', quantity: 5 }, 'redeemAdmin.errors.validityTooSmall'],
    [{ questionSetId: 's', validityDays: 366, quantity: 5 }, 'redeemAdmin.errors.validityTooLarge'],
    [{ questionSetId: 's', validityDays: 365, quantity: 0 }, 'redeemAdmin.errors.quantity'],
    [{ questionSetId: 's', validityDays: 365, quantity: 101 }, 'redeemAdmin.errors.quantity'],
    [{ questionSetId: 's', validityDays: 1, quantity: 100 }, null],
    [{ questionSetId: 's', validityDays: '30', quantity: '1' }, null],
    [{ questionSetId: 's', validityDays: -3, quantity: 1 }, 'redeemAdmin.errors.validityTooSmall'],
    [{ questionSetId: 's', validityDays: 30, quantity: '' }, 'redeemAdmin.errors.quantity'],
    [{ questionSetId: 's', validityDays: '３０', quantity: '１００' }, null],
    [{ questionSetId: 's', validityDays: '30', quantity: '1e2' }, 'numberInput.notNumber'],
    [{ questionSetId: 's', validityDays: '30.5', quantity: '5' }, 'numberInput.notWhole'],
    [{ questionSetId: 's', validityDays: '-5', quantity: '5' }, 'numberInput.negative'],
  ])('given %o, then %s', (input, problem) => {
    expect(tabGenerationProblem(input)?.key ?? null).toBe(problem);
  });
});

describe('pageGenerationProblem (/admin/redeem-codes)', () => {
  it.each([
    [{ questionSetId: ' ', validityDays: 180, quantity: 1 }, 'redeemAdmin.page.errors.setRequired'],
    [{ questionSetId: 's', validityDays: 0, quantity: 1 }, 'redeemAdmin.page.errors.validity'],
    [{ questionSetId: 's', validityDays: 3651, quantity: 1 }, 'redeemAdmin.page.errors.validityMax'],
    [{ questionSetId: 's', validityDays: 3650, quantity: 1.5 }, 'redeemAdmin.page.errors.quantity'],
    [{ questionSetId: 's', validityDays: 3650, quantity: 100 }, null],
    [{ questionSetId: 's', validityDays: 180, quantity: 0 }, 'redeemAdmin.page.errors.quantity'],
    [{ questionSetId: 's', validityDays: 180, quantity: 101 }, 'redeemAdmin.page.errors.quantity'],
  ])('given %o, then %s', (input, problem) => {
    expect(pageGenerationProblem(input)?.key ?? null).toBe(problem);
  });

  it('given the server refused with a code, then the page words it in Japanese', () => {
    expect(pageTextOfServerCode('REDEEM_QUANTITY_INVALID')).toBe('redeemAdmin.page.errors.quantity');
    expect(pageTextOfServerCode('REDEEM_SET_NOT_PAID')).toBeNull();
    expect(pageTextOfServerCode(undefined)).toBeNull();
  });
});

describe('which field is refused', () => {
  it('given quantity 101 in the tab, then the quantity field carries the message (no clamping to 100)', () => {
    expect(tabGenerationProblem({ questionSetId: 's', validityDays: 30, quantity: 101 })).toEqual({
      field: 'quantity',
      key: 'redeemAdmin.errors.quantity',
    });
  });
  it('given 0 days on the page, then the validity field carries the message (no clamping to 1)', () => {
    expect(pageGenerationProblem({ questionSetId: 's', validityDays: 0, quantity: 1 })?.field).toBe(
      'validityDays',
    );
  });
});

describe('batchFixPlan', () => {
  const issues = [{ codeId: 'c1' }, { codeId: 'c2' }];
  it('given a set and issues, then every problem code maps to the set', () => {
    expect(batchFixPlan(issues, 'set-9')).toEqual({ map: { c1: 'set-9', c2: 'set-9' } });
  });
  it('given no set or no issues, then the problem', () => {
    expect(batchFixPlan(issues, '')).toEqual({ problem: 'redeemAdmin.errors.batchNeedsSet' });
    expect(batchFixPlan([], 'set-9')).toEqual({ problem: 'redeemAdmin.errors.batchNeedsIssues' });
  });
});

describe('status banner', () => {
  it('given a success, then green; otherwise red, whatever the language; cleared after 3 s', () => {
    expect(bannerColor('success')).toBe('green');
    expect(bannerColor('failure')).toBe('red');
    expect(BANNER_CLEAR_MS).toBe(3000);
  });
});

describe('whole (what the generate request sends)', () => {
  it('given 1,000 / １００ typed, then the numbers; given 1e2 or empty, then NaN (never sent)', () => {
    expect(whole('1,000')).toBe(1000);
    expect(whole('１００')).toBe(100);
    expect(whole('1e2')).toBeNaN();
    expect(whole('')).toBeNaN();
  });
});
