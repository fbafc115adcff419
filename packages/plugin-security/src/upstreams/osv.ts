import { defineUpstream } from '@svc/core'

/** OSV.dev, Google's open source vulnerability database: no key, and "currently there are no limits on the API" (https://google.github.io/osv.dev/api/). */
export const osv = defineUpstream({
  id: 'osv',
  name: 'OSV.dev',
  baseUrl: 'https://api.osv.dev',
  docsUrl: 'https://google.github.io/osv.dev/post-v1-query/',
  terms: { url: 'https://google.github.io/osv.dev/', commercial: { use: 'allowed', url: 'https://creativecommons.org/licenses/by/4.0/', note: 'OSV.dev\'s data is CC BY 4.0 (its maintainer, quoted in aboutcode-org/vulnerablecode#341); the sources it aggregates are CC BY 4.0 (GitHub, PyPA, Go, OSS-Fuzz) or CC0 (RustSec), as listed by renovatebot/osv-offline: any use with credit' }, attribution: { text: 'Vulnerability data from OSV.dev (CC BY 4.0) and the advisory databases it aggregates', url: 'https://osv.dev/' } },
  license: 'OSV data: CC BY 4.0 for OSV.dev\'s own; each advisory keeps its source database\'s license (GitHub Advisory Database CC BY 4.0, PyPA, RustSec, Go...)',
  maxStaleSeconds: 86_400,
})
