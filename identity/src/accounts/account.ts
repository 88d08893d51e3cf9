/** A local account of the embedded identity provider. */
export type Account = {
  sub: string;
  username: string;
  email: string;
  passwordHash: string;
  phoneNumber: string | null;
  name: string | null;
  familyName: string | null;
  givenName: string | null;
  emailVerified: boolean;
  disabled: boolean;
  /** Encrypted at rest (see TotpCipher); never logged. */
  totpSecret: string | null;
  totpEnabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
};

/** The OpenID claims the provider releases for an account (scopes email, phone, profile). */
export const accountClaims = (account: Account) => ({
  sub: account.sub,
  preferred_username: account.username,
  email: account.email,
  email_verified: account.emailVerified,
  ...(account.phoneNumber ? { phone_number: account.phoneNumber } : {}),
  ...(account.name ? { name: account.name } : {}),
  ...(account.familyName ? { family_name: account.familyName } : {}),
  ...(account.givenName ? { given_name: account.givenName } : {}),
});
