import { defineUpstream } from '@svc/core'

const terms = 'abuse.ch terms of use (https://abuse.ch/terms-of-use/): CC0 data, free for commercial and non-commercial use within fair use'

/** abuse.ch asks every API call for an Auth-Key (one key, free at https://auth.abuse.ch/, serves all three platforms). */
const authKey = { required: true, in: 'header', name: 'Auth-Key' } as const

/** ThreatFox: IOCs (IP:port, domains, URLs, hashes) tied to malware families. */
export const threatfox = defineUpstream({
  id: 'threatfox',
  name: 'abuse.ch ThreatFox',
  baseUrl: 'https://threatfox-api.abuse.ch',
  docsUrl: 'https://threatfox.abuse.ch/api/',
  license: terms,
  key: authKey,
})

/** URLhaus: URLs and hosts serving malware. */
export const urlhaus = defineUpstream({
  id: 'urlhaus',
  name: 'abuse.ch URLhaus',
  baseUrl: 'https://urlhaus-api.abuse.ch',
  docsUrl: 'https://urlhaus-api.abuse.ch/',
  license: terms,
  key: authKey,
})

/** MalwareBazaar: malware samples by hash. */
export const malwareBazaar = defineUpstream({
  id: 'malwarebazaar',
  name: 'abuse.ch MalwareBazaar',
  baseUrl: 'https://mb-api.abuse.ch',
  docsUrl: 'https://bazaar.abuse.ch/api/',
  license: terms,
  key: authKey,
})
