import { defineUpstream, usGovernmentWork } from '@svc/core'

/**
 * NHTSA's Office of Defects Investigation flat files (static.nhtsa.gov); no key. The investigations
 * file is a ZIP holding one TAB-delimited text file whose layout NHTSA publishes in INV.txt beside it.
 */
export const nhtsaOdiFiles = defineUpstream({
  id: 'nhtsa-odi-files',
  name: 'NHTSA ODI investigations file',
  baseUrl: 'https://static.nhtsa.gov',
  docsUrl: 'https://static.nhtsa.gov/odi/ffdd/inv/INV.txt',
  ...usGovernmentWork({ data: 'NHTSA ODI investigations', agency: 'NHTSA' }),
  // One whole-file download at a time; it may take a while.
  timeoutMs: 120_000,
  concurrency: 1,
})

/** The zipped investigations file, below the base URL (an operator may serve a mirror of the same path). */
export const FLAT_INV_PATH = '/odi/ffdd/inv/FLAT_INV.zip'
