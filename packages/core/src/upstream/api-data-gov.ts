import { requiredKey } from './operator-key.ts'
import type { UpstreamKeySpec, UpstreamQuota } from './types.ts'

/**
 * The key and limit of an API served through api.data.gov, the U.S. government's API gateway (College
 * Scorecard, NREL, OpenFEC, FCC ECFS...): the key travels in `api_key`, and a signed-up key may make 1,000
 * requests in a rolling hour (its developer manual). The limit is counted here per provider; api.data.gov
 * counts it per key, so an operator giving several of them one key shares it (state so with `upstreams.<id>.quota`).
 * `signupUrl`: the agency's own sign-up page where it has one (it issues an api.data.gov key).
 */
export function apiDataGovAccess(signupUrl = 'https://api.data.gov/signup/'): { key: UpstreamKeySpec; quota: UpstreamQuota } {
  return {
    key: requiredKey.query('api_key', signupUrl),
    quota: { withKey: { requests: 1000, perSeconds: 3600 }, url: 'https://api.data.gov/docs/developer-manual/#web-service-rate-limits' },
  }
}
