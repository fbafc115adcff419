import { defineUpstream } from '@svc/core'

/**
 * PyPI's JSON API: project and release metadata, no key. "Due to the heavy caching and CDN use, there is currently no
 * rate limiting of PyPI APIs at the edge"; consumers identify themselves in the User-Agent (core sends `svc (+project)`)
 * and avoid thousands of requests in minutes (https://docs.pypi.org/api/). Metadata is published by each project's uploaders.
 */
export const pypi = defineUpstream({
  id: 'pypi',
  name: 'PyPI',
  baseUrl: 'https://pypi.org',
  docsUrl: 'https://docs.pypi.org/api/json/',
  license: 'PyPI terms of service (https://policies.python.org/pypi.org/Terms-of-Service/); project metadata as published by its authors',
  timeoutMs: 10_000,
  terms: {
    url: 'https://policies.python.org/pypi.org/Terms-of-Service/',
    commercial: { use: 'allowed', note: 'public project metadata through the documented API; abusive or excessively frequent requests may be refused' },
  },
})
