/**
 * Caches read-model query results per projection position: while the projections have not committed anything
 * new, the same query gives the same documents, so hot listings skip the store and the JSON parsing.
 * A new position makes every entry stale at once; nothing else needs invalidating.
 */
export type PositionSource = { position(): number | Promise<number>; version?(): number | Promise<number> };

export type ReadCache = {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
};

export function createReadCache(source: PositionSource, maxEntries = 200): ReadCache {
  let cachedAt = -1;
  const entries = new Map<string, Promise<unknown>>();
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const position = await (source.version?.() ?? source.position());
      if (position !== cachedAt) {
        entries.clear();
        cachedAt = position;
      }
      let entry = entries.get(key) as Promise<T> | undefined;
      if (!entry) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entry = load();
        entries.set(key, entry);
        // A failed load is not remembered.
        entry.catch(() => entries.get(key) === entry && entries.delete(key));
      }
      return entry;
    },
  };
}
