import { defineUpstream } from '@svc/core'

/** UniProt's REST API (UniProtKB); no key. Its data is CC BY 4.0: any use, crediting UniProt. */
export const uniprot = defineUpstream({
  id: 'uniprot',
  name: 'UniProt',
  baseUrl: 'https://rest.uniprot.org',
  docsUrl: 'https://www.uniprot.org/help/api',
  license: 'CC BY 4.0 (https://www.uniprot.org/help/license)',
  timeoutMs: 15_000,
  terms: {
    url: 'https://www.uniprot.org/help/license',
    commercial: { use: 'allowed', note: 'CC BY 4.0 applies to all copyrightable parts of the UniProt databases' },
    attribution: { text: 'Protein data from UniProt (The UniProt Consortium), CC BY 4.0' },
  },
})
