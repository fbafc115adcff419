import { defineUpstream } from '@svc/core'

/** PyPI's JSON API: project and release metadata, no key. */
export const pypi = defineUpstream({
  id: 'pypi',
  name: 'PyPI',
  baseUrl: 'https://pypi.org',
  docsUrl: 'https://docs.pypi.org/api/json/',
  license: 'PyPI terms of use (https://policies.python.org/pypi.org/Terms-of-Use/); project metadata as published by its authors',
  timeoutMs: 10_000,
})
