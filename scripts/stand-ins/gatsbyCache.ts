/** Gatsby's cache, the part the plugins use (get, set and del), in memory: `map` holds what was set, by key. */
export function gatsbyCacheInMemory(entries: Record<string, unknown> = {}) {
  const map = new Map<string, unknown>(Object.entries(entries));
  return {
    map,
    get: async (key: string) => map.get(key),
    set: async (key: string, value: unknown) => map.set(key, value),
    del: async (key: string) => void map.delete(key),
  };
}
