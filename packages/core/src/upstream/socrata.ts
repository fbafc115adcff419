import { optionalKey } from './operator-key.ts'
import type { UpstreamKeySpec } from './types.ts'

/**
 * The optional app token of a Socrata open data portal (data.cdc.gov, data.ny.gov, a city's or agency's portal...):
 * sent in `X-App-Token`; without one, requests share a per-IP pool Socrata throttles at a number it does not publish,
 * with one it does not throttle short of abuse (https://dev.socrata.com/docs/app-tokens), so no quota follows from it.
 * `portal`: the portal's host, whose developer settings page issues the token; default Socrata's page on tokens.
 */
export function socrataAppToken(portal?: string): { key: UpstreamKeySpec } {
  const signupUrl = portal ? `https://${portal}/profile/edit/developer_settings` : 'https://dev.socrata.com/docs/app-tokens'
  return { key: optionalKey.header('X-App-Token', signupUrl) }
}
