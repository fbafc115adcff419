import { defineUpstream } from '@svc/core'

/** The public npm registry: package documents (packuments), no key. */
export const npmRegistry = defineUpstream({
  id: 'npm-registry',
  name: 'npm registry',
  baseUrl: 'https://registry.npmjs.org',
  docsUrl: 'https://github.com/npm/registry/blob/main/docs/responses/package-metadata.md',
  terms: { url: 'https://docs.npmjs.com/policies/open-source-terms', commercial: { use: 'allowed', note: 'npm\'s open-source terms: "You are free to use npm Open Source for commercial projects ... and for other business purposes" and may replicate Public Registry data through the public APIs; only npm\'s package security data (not read here) is for internal use; package metadata stays its authors\'' } },
  license: 'npm open-source terms (https://docs.npmjs.com/policies/open-source-terms); package metadata as published by its authors',
  cacheTtlMs: 10 * 60_000,
})
