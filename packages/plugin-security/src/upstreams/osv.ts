import { defineUpstream } from '@svc/core'

/** OSV.dev, Google's open source vulnerability database: no key, and "currently there are no limits on the API" (https://google.github.io/osv.dev/api/). */
export const osv = defineUpstream({
  id: 'osv',
  name: 'OSV.dev',
  baseUrl: 'https://api.osv.dev',
  docsUrl: 'https://google.github.io/osv.dev/post-v1-query/',
  terms: { url: 'https://google.github.io/osv.dev/', commercial: { use: 'unknown', note: 'OSV\'s own CC BY 4.0 and each advisory source\'s licence were not checked in the 2026-11 audit' } },
  license: 'OSV data: CC BY 4.0 for OSV.dev\'s own; each advisory keeps its source database\'s license (GitHub Advisory Database CC BY 4.0, PyPA, RustSec, Go...)',
  maxStaleSeconds: 86_400,
})
