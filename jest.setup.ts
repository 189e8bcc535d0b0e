// Gatsby injects __PATH_PREFIX__ at build time; components under test expect it too.
(globalThis as Record<string, unknown>).__PATH_PREFIX__ = "";
