/**
 * The project's home, named wherever svc identifies itself: the User-Agent of every upstream request
 * (providers such as crates.io and Open Food Facts ask callers to say who they are) and the source of
 * answers a host computes itself. One place, so a fork or a new home changes one line.
 */
export const PROJECT_URL = 'https://github.com/svc-dev/svc'

/** The User-Agent svc sends upstream: `svc (+<home>)`, or with a product of its own (`svc-plugin-edu`). */
export const userAgent = (product = 'svc') => `${product} (+${PROJECT_URL})`
