import { defineUpstream, socrataAppToken, type UpstreamDefinition } from '@svc/core'

export { ctOpenData, nyOpenData } from '@svc/providers/socrata'

/**
 * A state's Socrata portal (SODA API, https://dev.socrata.com/docs/endpoints.html): an app token is optional (without
 * one requests share a throttle per IP, https://dev.socrata.com/docs/app-tokens.html; no fixed number is published, so
 * no quota). License rosters are public records the state publishes for reuse.
 */
function statePortal(id: string, name: string, host: string, state: string): UpstreamDefinition {
  return defineUpstream({
    id,
    name,
    baseUrl: `https://${host}`,
    docsUrl: `https://${host}/`,
    license: `${state} open data (public domain)`,
    ...socrataAppToken(host),
    timeoutMs: 20_000,
    terms: {
      url: `https://${host}/`,
      commercial: { use: 'allowed', note: `public records published by the State of ${state} on its open data portal (its terms of use are linked from the portal's footer)` },
    },
  })
}

/** Washington State open data (data.wa.gov): Department of Health credentials, L&I contractors. */
export const waOpenData = statePortal('wa-open-data', 'Washington State open data (data.wa.gov)', 'data.wa.gov', 'Washington')

/** Illinois open data (data.illinois.gov): IDFPR professional licenses. */
export const ilOpenData = statePortal('il-open-data', 'Illinois open data (data.illinois.gov)', 'data.illinois.gov', 'Illinois')

/** Texas open data (data.texas.gov): TDLR licenses. */
export const txOpenData = statePortal('tx-open-data', 'Texas open data (data.texas.gov)', 'data.texas.gov', 'Texas')
