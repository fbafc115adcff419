import { defineUpstream } from '@svc/core'
import { github } from '@svc/providers/github'

/**
 * GitHub's REST API as @svc/plugin-code defines it (one definition: base URL, token setting
 * `upstreams.github.key`, quota, and its rate-limit answers read as 429 UPSTREAM_RATE_LIMIT).
 */
export { github }

/**
 * The same provider (same id, so the same settings) declared by code search, which GitHub only answers
 * with a token: the operation is unavailable (503 before 402) until one is set. Calls still go through
 * `github`: core keeps one client per upstream id.
 */
export const githubWithToken = defineUpstream({ ...github, key: { ...github.key!, required: true } })
