/** Success texts of the user-management screen (admin spec §8 "Users"); the rest are ours. */
export const UserCommandMessages = {
  created: '用户创建成功',
  deleted: '用户删除成功',
  roleChanged: 'ユーザーの権限を更新しました',
  profileUpdated: 'ユーザー情報を更新しました',
  signedOut: 'ログアウトしました',
  /** The operator token (or a token naming no session) has no sign-in to end. */
  noSession: 'このトークンには終了できるログインセッションがありません',
  /** IDENTITY=external: the issuer owns the accounts (a Cognito user pool, Keycloak, ...). */
  externalAccounts:
    'アカウントは外部の認証サービスで管理されています。ユーザーはそちらで作成してください（初回サインイン時に自動で登録されます）',
} as const;
