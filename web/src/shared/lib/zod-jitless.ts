// zod compiles its object parsers with `new Function` unless told not to, and our Content-Security-Policy forbids
// eval (issue 16). Set before any schema exists (main.tsx imports this first); zod keeps its settings here.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
