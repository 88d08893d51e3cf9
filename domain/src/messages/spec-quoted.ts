/**
 * The server texts the specs quote in Chinese, kept as quoted. Every other text the server sends is Japanese
 * (the interface language). Learner texts are what a learner's screens can receive; admin texts only reach the
 * back office (admin spec §5 and §8 quote its validation and success texts in Chinese).
 */
export const LearnerSpecChinese: ReadonlySet<string> = new Set([
  // learner spec §8 "Profile": successes 购买成功, 兑换成功; 删除成功, 更新备注成功.
  '购买成功',
  '兑换成功',
  '删除成功',
  '更新备注成功',
  // learner spec §8 "Save toasts": success 进度已重置.
  '进度已重置',
  // learner spec §8 "Transport behaviour": blocked requests get 请求被限制，请稍后再试.
  '请求被限制，请稍后再试',
]);

export const AdminSpecChinese: ReadonlySet<string> = new Set([
  // admin spec §5 "Create user".
  '请输入用户名',
  '请输入邮箱',
  '请输入有效的邮箱地址',
  '请输入密码',
  '密码长度至少为6个字符',
  '两次输入的密码不一致',
  // admin spec §5 "Redeem-code tab".
  '请选择题库',
  '有效期必须大于0天',
  '生成数量必须在1-100之间',
  '请选择有效的题库',
]);
