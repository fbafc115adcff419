import { defineUpstream } from '@svc/core'

/** The FDIC BankFind Suite API: institutions, history (structure changes); a key is optional. */
export const fdic = defineUpstream({
  id: 'fdic',
  name: 'FDIC BankFind Suite',
  baseUrl: 'https://api.fdic.gov/banks',
  key: { required: false, in: 'query', name: 'api_key' },
  docsUrl: 'https://api.fdic.gov/banks/docs/',
  license: 'Public domain (U.S. government work, Federal Deposit Insurance Corporation)',
  timeoutMs: 20_000,
})
