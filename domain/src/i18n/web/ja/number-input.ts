/** The whole-number input's refusals (loaded with the back office's forms). */
export const webNumberInputJa = {
  numberInput: {
    required: '入力してください',
    notNumber: '数字で入力してください（例: 1,980）',
    notWhole: '小数は入力できません。整数で入力してください',
    negative: 'マイナスの値は入力できません',
    range: '{{min}}〜{{max}}の範囲で入力してください',
  },
} as const;
