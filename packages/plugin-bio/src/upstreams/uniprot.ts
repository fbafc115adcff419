import { defineUpstream } from '@svc/core'

/** UniProt's REST API (UniProtKB); no key. */
export const uniprot = defineUpstream({
  id: 'uniprot',
  name: 'UniProt',
  baseUrl: 'https://rest.uniprot.org',
  docsUrl: 'https://www.uniprot.org/help/api',
  license: 'CC BY 4.0 (https://www.uniprot.org/help/license)',
  timeoutMs: 15_000,
})
