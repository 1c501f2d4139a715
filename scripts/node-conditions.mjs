// The export condition to name when Node itself (not Next's bundler) loads the CMS config: Payload's
// command-line tool, the tsx scripts (seed, migrate) and the e2e suite's tsx children.
//
// Why: under Node's default `node` condition, Lexical's packages (which the config loads through
// @payloadcms/richtext-lexical) resolve to small wrappers whose top-level `await import()` picks
// their development or production build. When Node's ESM loader evaluates the config's whole module
// graph, such an await can end up waiting for a module of that same graph that is still evaluating
// and waiting for it in turn. Nothing is left on the event loop, so Node exits: with code 13
// ("unsettled top-level await") when the script awaited the import at its top level, with 0 and no
// work done when the await sat inside a dynamic import (Payload's CLI). Measured on this machine
// under load: 6 of 10 runs of the scheduled-publishing child and 3 of 8 runs of
// `payload migrate:status`; 0 of 10 and 0 of 8 with the condition named. Naming `development` or
// `production` resolves each package straight to the build its wrapper would have picked (by
// NODE_ENV, as the wrapper does), which has no top-level await.

/** `--conditions=development` or `--conditions=production`, as Lexical's wrappers choose by NODE_ENV. */
export const lexicalCondition = (nodeEnv = process.env.NODE_ENV) =>
  `--conditions=${nodeEnv === 'production' ? 'production' : 'development'}`

/** NODE_OPTIONS for a child process that loads the CMS config with Node's own loader. */
export const cmsNodeOptions = (nodeEnv = process.env.NODE_ENV) =>
  `--no-deprecation ${lexicalCondition(nodeEnv)}`
