import { defineUpstream } from '@svc/core'

const license = 'abuse.ch terms of use (https://abuse.ch/terms-of-use/): CC0 data, free for commercial and non-commercial use within fair use'

/** abuse.ch's own terms page, which URLhaus and MalwareBazaar fall under (ThreatFox's API page states its own). */
const abuseChTerms = {
  license,
  terms: { url: 'https://abuse.ch/terms-of-use/', commercial: { use: 'allowed', url: 'https://urlhaus.abuse.ch/api/#tos', note: 'URLhaus\'s and MalwareBazaar\'s own terms, as public projects quote them: "All datasets offered by URLhaus [MalwareBazaar] can be used for both, commercial and non-commercial purpose [for free] without any limitations (CC0)", served "as is"' } },
} as const

/** abuse.ch asks every API call for an Auth-Key (one key, free at https://auth.abuse.ch/, serves all three platforms). */
const authKey = { required: true, in: 'header', name: 'Auth-Key', signupUrl: 'https://auth.abuse.ch/' } as const

/** ThreatFox: IOCs (IP:port, domains, URLs, hashes) tied to malware families. */
export const threatfox = defineUpstream({
  id: 'threatfox',
  name: 'abuse.ch ThreatFox',
  baseUrl: 'https://threatfox-api.abuse.ch',
  docsUrl: 'https://threatfox.abuse.ch/api/',
  // ThreatFox's API page, as a public project's guide quotes it: "All datasets offered by ThreatFox can be used for both
  // commercial and non-commercial purposes without any limitations (CC0 license)", provided "as is" (2026-11 audit).
  terms: { url: 'https://threatfox.abuse.ch/api/#tos', commercial: { use: 'allowed', note: 'CC0: commercial and non-commercial use without limitations; data "as is"' } },
  license,
  key: authKey,
})

/** URLhaus: URLs and hosts serving malware. */
export const urlhaus = defineUpstream({
  id: 'urlhaus',
  name: 'abuse.ch URLhaus',
  baseUrl: 'https://urlhaus-api.abuse.ch',
  docsUrl: 'https://urlhaus-api.abuse.ch/',
  ...abuseChTerms,
  key: authKey,
})

/** MalwareBazaar: malware samples by hash. */
export const malwareBazaar = defineUpstream({
  id: 'malwarebazaar',
  name: 'abuse.ch MalwareBazaar',
  baseUrl: 'https://mb-api.abuse.ch',
  docsUrl: 'https://bazaar.abuse.ch/api/',
  ...abuseChTerms,
  key: authKey,
})
