import { defineUpstream, openLicence } from '@svc/core'

/** UniProt's REST API (UniProtKB); no key. Its data is CC BY 4.0: any use, crediting UniProt. */
export const uniprot = defineUpstream({
  id: 'uniprot',
  name: 'UniProt',
  baseUrl: 'https://rest.uniprot.org',
  docsUrl: 'https://www.uniprot.org/help/api',
  ...openLicence('CC-BY-4.0', { holder: 'The UniProt Consortium', url: 'https://www.uniprot.org/help/license', note: 'it applies to all copyrightable parts of the UniProt databases', attribution: 'Protein data from UniProt (The UniProt Consortium), CC BY 4.0' }),
})
