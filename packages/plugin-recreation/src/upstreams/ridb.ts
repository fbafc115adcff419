import { defineUpstream } from '@svc/core'

/** Recreation Information Database (Recreation.gov RIDB): a free key, sent as the `apikey` header. */
export const ridb = defineUpstream({
  id: 'ridb',
  name: 'Recreation.gov RIDB',
  baseUrl: 'https://ridb.recreation.gov',
  docsUrl: 'https://ridb.recreation.gov/docs',
  license: 'Public domain (U.S. government data)',
  key: { required: true, in: 'header', name: 'apikey' },
  timeoutMs: 20_000,
})
