import { defineUpstream, optionalKey, usGovernmentWork } from '@svc/core'

/**
 * NIST National Vulnerability Database, API 2.0 (CVE API and CVE Change History API). The key is
 * optional (sent in the `apiKey` header); NVD allows 5 requests per rolling 30 s without one, 50 with one
 * (https://nvd.nist.gov/developers/start-here; its newer text says 10 and 100 per rolling 60 s, the same pace).
 * Its terms (https://nvd.nist.gov/developers/terms-of-use) ask services to show a notice, carried in `meta.attribution`.
 */
export const nvd = defineUpstream({
  id: 'nvd',
  name: 'NIST National Vulnerability Database',
  baseUrl: 'https://services.nvd.nist.gov',
  docsUrl: 'https://nvd.nist.gov/developers/vulnerabilities',
  ...usGovernmentWork({ data: 'NVD data', licenseNote: 'this product uses data from the NVD API but is not endorsed or certified by the NVD', url: 'https://nvd.nist.gov/developers/terms-of-use', note: 'services may use the NVD name only to identify the source, never to imply endorsement', attribution: 'This product uses the NVD API but is not endorsed or certified by the NVD.' }),
  key: optionalKey.header('apiKey', 'https://nvd.nist.gov/developers/request-an-api-key'),
  quota: { withoutKey: { requests: 5, perSeconds: 30 }, withKey: { requests: 50, perSeconds: 30 }, url: 'https://nvd.nist.gov/developers/start-here' },
  // NVD's firewall throttles a caller past its rate limit with 403 Forbidden, not 429 (as users report, e.g.
  // github.com/alb-uss/SECMON/issues/22); an invalid key is a 404 with a message header.
  isRateLimited: (response) => response.status === 403,
  timeoutMs: 20_000,
  maxStaleSeconds: 86_400,
})
