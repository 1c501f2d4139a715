// Empty on purpose: without it, Turbopack (root: the repository) picks up the site's src/instrumentation.ts.
export function register() {}
