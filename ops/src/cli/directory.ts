import { type AccountDirectory, type Config, createLogger } from '@exam/platform';

export const EXTERNAL_ACCOUNTS_MESSAGE =
  'IDENTITY=external: accounts are managed at the external issuer (create them there; they are registered here at first sign-in)';

/**
 * The embedded provider's accounts, opened over the same DATA_DIR files as the server (SQLite serialises
 * writers across processes). Null with an external issuer.
 */
export async function openDirectory(
  config: Config,
): Promise<{ directory: AccountDirectory; close(): Promise<void> } | null> {
  if (config.IDENTITY === 'external') return null;
  // Loaded on demand: the provider is heavy, and commands that need no accounts should not load it.
  const { createEmbeddedIdentity } = await import('@exam/identity');
  const identity = await createEmbeddedIdentity({
    config,
    logger: createLogger({ ...config, LOG_LEVEL: 'warn' }),
  });
  return { directory: identity.directory, close: () => identity.close() };
}
