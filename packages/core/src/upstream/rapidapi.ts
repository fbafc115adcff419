import { requiredKey } from './operator-key.ts'
import type { ProviderTerms } from './terms.ts'
import type { UpstreamKeySpec } from './types.ts'

/** RapidAPI's Terms of Service, which every API on its marketplace is used under beside the API's own terms. */
export const RAPIDAPI_TERMS_URL = 'https://rapidapi.com/terms/'

export interface RapidApiListing {
  /** The API's host on RapidAPI's gateway, e.g. `aerodatabox.p.rapidapi.com` (sent as `X-RapidAPI-Host`). */
  host: string
  /** The API's listing, where the operator subscribes to a plan. */
  listingUrl: string
  /** The API provider's own terms, when it publishes them; else RapidAPI's stand alone. */
  termsUrl?: string
  /** What the API's own terms (or their absence) say of serving its answers to others, in a sentence. */
  note: string
}

/**
 * The key, host header and terms of an API used through RapidAPI's marketplace: the operator's RapidAPI key in
 * `X-RapidAPI-Key`, the API's gateway host in `X-RapidAPI-Host`. A RapidAPI key is the subscriber's own, on whatever
 * plan it chose (free "Basic" plans included), and its use is bound by RapidAPI's Terms of Service and by the API
 * provider's terms, which set what may be passed on to third parties: a host selling the answers is unavailable
 * (`not-allowed`, 503 before any 402) until the operator accepts both (`upstreams.<id>.acceptTerms`), stating its
 * plan and the provider's terms allow it. A key alone does not: it says nothing of the plan.
 */
export function rapidApiAccess(listing: RapidApiListing): { key: UpstreamKeySpec; headers: Record<string, string>; terms: ProviderTerms } {
  return {
    key: requiredKey.header('X-RapidAPI-Key', listing.listingUrl),
    headers: { 'x-rapidapi-host': listing.host },
    terms: {
      url: listing.termsUrl ?? RAPIDAPI_TERMS_URL,
      commercial: {
        use: 'not-allowed',
        note: `used under RapidAPI's Terms of Service (${RAPIDAPI_TERMS_URL}) and the API provider's own terms, per the plan subscribed: ${listing.note}`,
      },
    },
  }
}
