import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { loadOrCreateSecretFile } from './secret-file.js';

export const SIGNING_ALG = 'ES256';

export type SigningKeys = {
  /** Private JWKS for oidc-provider (first key signs). */
  privateJwks: { keys: JWK[] };
  /** The same keys without private members, safe to publish. */
  publicJwks: { keys: JWK[] };
};

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k', 'oth'] as const;

export const toPublicJwk = (jwk: JWK): JWK => {
  const copy: Record<string, unknown> = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  return copy as JWK;
};

async function generateSigningJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: SIGNING_ALG, use: 'sig' };
}

/**
 * The provider's signing keys, generated once into `${DATA_DIR}/identity-jwks.json` (0600) and never regenerated:
 * tokens issued before a restart must keep verifying after it.
 */
export async function loadOrCreateSigningKeys(file: string): Promise<SigningKeys> {
  // Generated up front because the file helper is synchronous; discarded when the file already exists.
  const fresh = await generateSigningJwk();
  const privateJwks = loadOrCreateSecretFile(file, () => ({ keys: [fresh] }));
  if (!Array.isArray(privateJwks.keys) || privateJwks.keys.length === 0)
    throw new Error(`${file} holds no signing keys; delete it to generate new ones`);
  return { privateJwks, publicJwks: { keys: privateJwks.keys.map(toPublicJwk) } };
}
