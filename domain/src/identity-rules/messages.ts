/** Spec learner §8 "Sign-in and account (Chinese)" and admin-and-platform §8 Users: the texts users see. */
export const IDENTITY_MESSAGES = {
  notAuthorized: '用户名或密码错误',
  userNotConfirmed: '账号未验证，请检查邮箱验证链接',
  userNotFound: '用户不存在',
  signInFailed: '登录失败',
  usernameExists: '用户名已存在',
  invalidPassword: '密码不符合要求',
  invalidParameter: '参数无效，请检查输入',
  registerFailed: '注册失败',
  registerSucceeded: '注册成功！请检查邮箱验证链接',
  emailMaybeRegistered: '创建失败，邮箱可能已被注册',
  codeMismatch: '验证码错误',
  codeExpired: '验证码已过期',
  confirmSucceeded: '邮箱验证成功，请登录',
  confirmFailed: '验证失败',
  forgotSucceeded: '密码重置验证码已发送',
  forgotFailed: '发送重置密码验证码失败，请稍后重试',
  resetSucceeded: '密码重置成功，请使用新密码登录',
  resetFailed: '密码重置失败，请检查验证码是否正确',
  resendSucceeded: '验证码已重新发送',
  resendFailed: '重新发送验证码失败，请稍后重试',
  missingDestination: '您的邮箱或手机',
} as const;

export type IdentityMessageKey = keyof typeof IDENTITY_MESSAGES;
