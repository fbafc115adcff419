import type { UpstreamKeySpec } from './types.ts'

/** Where a key goes: a query parameter, or a header (`prefix` before the key: `Bearer `, `Token `). */
interface KeyPlaces {
  query(name: string, signupUrl: string): UpstreamKeySpec
  header(name: string, signupUrl: string, prefix?: string): UpstreamKeySpec
}

const placed = (required: boolean): KeyPlaces => ({
  query: (name, signupUrl) => ({ required, in: 'query', name, signupUrl }),
  header: (name, signupUrl, prefix) => ({ required, in: 'header', name, ...(prefix === undefined ? {} : { prefix }), signupUrl }),
})

/**
 * The operator's key an upstream cannot be called without (its operations are unavailable, 503, until it is set):
 * `key: requiredKey.query('api_key', signupUrl)`, `key: requiredKey.header('Authorization', signupUrl, 'Bearer ')`.
 * `signupUrl` is where an operator gets one. A key sent otherwise (in the body, the path, encoded) is spelled out.
 */
export const requiredKey: KeyPlaces = placed(true)

/** The operator's key an upstream takes but works without (a higher rate limit with it): as `requiredKey`. */
export const optionalKey: KeyPlaces = placed(false)
