import { defineUpstream } from '@svc/core'

/** The public npm registry: package documents (packuments), no key. */
export const npmRegistry = defineUpstream({
  id: 'npm-registry',
  name: 'npm registry',
  baseUrl: 'https://registry.npmjs.org',
  docsUrl: 'https://github.com/npm/registry/blob/main/docs/responses/package-metadata.md',
  license: 'npm open-source terms (https://docs.npmjs.com/policies/open-source-terms); package metadata as published by its authors',
  cacheTtlMs: 10 * 60_000,
})
