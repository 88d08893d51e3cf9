import type { Request } from 'express';

/** The caller as the APIs see it. */
export type Principal = {
  userId: string;
  username: string;
  isAdmin: boolean;
  /** The interface language the user saved (ja, zh, en); answers use it when the request names none. */
  language?: string;
  /** The verified access token's claims (absent for the operator token): what GET /users/me syncs from. */
  claims?: Readonly<Record<string, unknown>>;
};

/** Resolves a request (or a socket handshake token) to a principal; null means anonymous or not valid. */
export type Authenticator = (token: string) => Promise<Principal | null>;

declare global {
  namespace Express {
    interface Request {
      principal?: Principal;
    }
  }
}

export const bearerToken = (req: Pick<Request, 'headers'>): string | null => {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
};
