import { defineUpstream } from '@svc/core'

/** NCBI E-utilities: 3 requests per second without a key, 10 with one (`api_key`). */
export const ncbi = defineUpstream({
  id: 'ncbi',
  name: 'NCBI Gene (E-utilities)',
  baseUrl: 'https://eutils.ncbi.nlm.nih.gov',
  docsUrl: 'https://www.ncbi.nlm.nih.gov/books/NBK25501/',
  license: 'NCBI data: public domain, see https://www.ncbi.nlm.nih.gov/home/about/policies/',
  key: { required: false, in: 'query', name: 'api_key' },
  timeoutMs: 15_000,
  concurrency: 3,
})
