import { defineUpstream } from '@svc/core'
import { ETHICS_ACT_TERMS } from './ethics-act.ts'

/** House Stock Watcher: the House's periodic transaction reports transcribed to JSON (`data/all_transactions.json`); no key. */
export const houseStockWatcher = defineUpstream({
  id: 'house-stock-watcher',
  name: 'House Stock Watcher (transcribed House periodic transaction reports)',
  baseUrl: 'https://house-stock-watcher-data.s3-us-west-2.amazonaws.com',
  docsUrl: 'https://housestockwatcher.com/api',
  license: 'Public record transcriptions of House Clerk filings; source filings public domain',
  terms: ETHICS_ACT_TERMS,
  timeoutMs: 60_000,
})

/** Senate Stock Watcher: the Senate eFD's periodic transaction reports as JSON (`aggregate/all_transactions.json`); no key. */
export const senateStockWatcher = defineUpstream({
  id: 'senate-stock-watcher',
  name: 'Senate Stock Watcher (Senate eFD periodic transaction reports)',
  baseUrl: 'https://senate-stock-watcher-data.s3-us-west-2.amazonaws.com',
  docsUrl: 'https://senatestockwatcher.com/api',
  license: 'Public record transcriptions of Senate eFD filings; source filings public domain',
  terms: ETHICS_ACT_TERMS,
  timeoutMs: 60_000,
})
