/** The token a client sends: socket.io `auth: { token }` first, else an `Authorization: Bearer` header. */
export const handshakeToken = (handshake: {
  auth?: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}): string | undefined => {
  const fromAuth = handshake.auth?.token;
  if (typeof fromAuth === 'string' && fromAuth.trim() !== '')
    return fromAuth.trim().replace(/^Bearer\s+/i, '');
  const header = handshake.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || undefined;
};
