import { defineUpstream } from '@svc/core'

/** The public npm registry: package documents (packuments), no key. */
export const npmRegistry = defineUpstream({
  id: 'npm-registry',
  name: 'npm registry',
  baseUrl: 'https://registry.npmjs.org',
  docsUrl: 'https://github.com/npm/registry/blob/main/docs/responses/package-metadata.md',
  terms: { url: 'https://docs.npmjs.com/policies/open-source-terms', commercial: { use: 'unknown', note: 'npm\'s open-source terms were not re-read in the 2026-11 audit; package metadata is as its authors publish it' } },
  license: 'npm open-source terms (https://docs.npmjs.com/policies/open-source-terms); package metadata as published by its authors',
  cacheTtlMs: 10 * 60_000,
})
