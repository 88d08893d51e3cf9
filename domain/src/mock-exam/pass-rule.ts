import type { Command, Decider, Event } from '../decider/index.js';
import { DEFAULT_PASS_RULE, type PassRule } from './events.js';

/** An administrator set a set's mock-exam pass rule (issue 17; default 60% overall, 30% per category). */
export type PassRuleSet = Event<'PassRuleSet', { questionSetId: string } & PassRule>;
export type SetPassRule = Command<'SetPassRule', { questionSetId: string } & PassRule>;

export const passRuleStream = (questionSetId: string) => `passRule-${questionSetId}`;

/** The same rule again appends nothing. */
export const passRuleDecider: Decider<PassRule, SetPassRule, PassRuleSet> = {
  initialState: () => DEFAULT_PASS_RULE,
  evolve: (_state, event) => ({ overall: event.data.overall, categoryMinimum: event.data.categoryMinimum }),
  decide: (command, state) =>
    command.data.overall === state.overall && command.data.categoryMinimum === state.categoryMinimum
      ? []
      : [{ type: 'PassRuleSet', data: command.data }],
};

/** An exam over several sets is judged by the strictest of their rules. */
export const strictestRule = (rules: readonly PassRule[]): PassRule =>
  rules.length === 0
    ? DEFAULT_PASS_RULE
    : {
        overall: Math.max(...rules.map((rule) => rule.overall)),
        categoryMinimum: Math.max(...rules.map((rule) => rule.categoryMinimum)),
      };
