import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { IdentityDatabase } from '../storage/identity-database.js';

type Row = { payload: string; consumed_at: number | null };

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Expired rows are swept at most this often, on a write. */
const SWEEP_INTERVAL_MS = 60_000;
/**
 * Only tokens and codes are revoked with their grant (as in oidc-provider's reference adapter). An Interaction
 * also carries the grantId; revoking it with the grant broke signing in as another account over an existing
 * session (the provider logs the old session out, which revokes its grant, then resumes the interaction).
 */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/**
 * oidc-provider's storage contract on SQLite (`oidc_models`): sessions, interactions, grants, codes and tokens
 * survive a restart. Expired rows are invisible at once and deleted by a periodic sweep.
 */
export function sqliteAdapterFactory(db: IdentityDatabase): (model: string) => Adapter {
  const upsert = db.prepare<
    [string, string, string, string | null, string | null, string | null, number | null]
  >(
    `INSERT INTO oidc_models (model, id, payload, grant_id, user_code, uid, expires_at, consumed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL)
     ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
       user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
  );
  const selectLive = '(expires_at IS NULL OR expires_at > ?)';
  const byId = db.prepare<[string, string, number], Row>(
    `SELECT payload, consumed_at FROM oidc_models WHERE model = ? AND id = ? AND ${selectLive}`,
  );
  const byUid = db.prepare<[string, string, number], Row>(
    `SELECT payload, consumed_at FROM oidc_models WHERE model = ? AND uid = ? AND ${selectLive}`,
  );
  const byUserCode = db.prepare<[string, string, number], Row>(
    `SELECT payload, consumed_at FROM oidc_models WHERE model = ? AND user_code = ? AND ${selectLive}`,
  );
  const consume = db.prepare<[number, string, string]>(
    'UPDATE oidc_models SET consumed_at = ? WHERE model = ? AND id = ?',
  );
  const destroy = db.prepare<[string, string]>('DELETE FROM oidc_models WHERE model = ? AND id = ?');
  const revokeByGrant = db.prepare<[string]>('DELETE FROM oidc_models WHERE grant_id = ?');
  const sweep = db.prepare<[number]>(
    'DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at <= ?',
  );
  let lastSweep = 0;

  const toPayload = (row: Row | undefined): AdapterPayload | undefined => {
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumed_at === null ? payload : { ...payload, consumed: row.consumed_at };
  };

  return (model) => ({
    async upsert(id, payload, expiresIn) {
      const expiresAt = typeof expiresIn === 'number' ? nowSeconds() + expiresIn : null;
      upsert.run(
        model,
        id,
        JSON.stringify(payload),
        GRANTABLE.has(model) ? (payload.grantId ?? null) : null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresAt,
      );
      if (Date.now() - lastSweep > SWEEP_INTERVAL_MS) {
        lastSweep = Date.now();
        sweep.run(nowSeconds());
      }
    },
    async find(id) {
      return toPayload(byId.get(model, id, nowSeconds()));
    },
    async findByUid(uid) {
      return toPayload(byUid.get(model, uid, nowSeconds()));
    },
    async findByUserCode(userCode) {
      return toPayload(byUserCode.get(model, userCode, nowSeconds()));
    },
    async consume(id) {
      consume.run(nowSeconds(), model, id);
    },
    async destroy(id) {
      destroy.run(model, id);
    },
    async revokeByGrantId(grantId) {
      revokeByGrant.run(grantId);
    },
  });
}
