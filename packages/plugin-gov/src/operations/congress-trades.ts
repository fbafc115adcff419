import { defineOperation, listAnswer, sourceOf, requireOrder } from '@svc/core'
import * as v from 'valibot'
import { disclosureParams, inRange, nameMatches } from '../disclosures/params.ts'
import { houseTrades, senateTrades, type Trade } from '../disclosures/trades.ts'
import { houseStockWatcher, senateStockWatcher } from '../upstreams/stock-watcher.ts'

export default defineOperation({
  name: 'congress-trades',
  method: 'GET',
  description: 'Stock and other securities trades disclosed by members of Congress in periodic transaction reports (House and Senate), newest transaction first: by member name, ticker, transaction type, chamber, party, state and transaction date; owner, asset, disclosed dollar range, transaction and disclosure dates, days to disclose and the filing.',
  input: v.object({
    ...disclosureParams,
    ticker: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.minLength(1), v.maxLength(10), v.description('Ticker'))),
    type: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.minLength(1), v.maxLength(20), v.picklist(['purchase', 'sale', 'exchange', 'partial_sale']), v.description('purchase, sale, exchange or partial_sale'))),
    party: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.minLength(1), v.maxLength(11), v.picklist(['D', 'R', 'I']), v.description('D, R or I'))),
  }),
  upstreams: [houseStockWatcher, senateStockWatcher],
  keywords: ['congress stock trades', 'politician stock trading', 'senator stock purchases', 'stock act disclosures', 'what stocks did congress buy'],
  // Dates in the wrong order can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOrder(input, 'dateFrom', 'dateTo')
  },
  async handler({ input, upstream }) {
    const [house, senate] = await Promise.all([
      input.chamber === 'senate' ? null : houseTrades(upstream(houseStockWatcher)),
      input.chamber === 'house' ? null : senateTrades(upstream(senateStockWatcher)),
    ])
    const sources = { house: house && sourceOf(houseStockWatcher, house.url), senate: senate && sourceOf(senateStockWatcher, senate.url) }
    const matches = [...(house?.trades ?? []), ...(senate?.trades ?? [])]
      .filter((row: Trade) => nameMatches(row.member, input.q)
        && (!input.ticker || row.ticker === input.ticker)
        && (!input.type || row.transactionType === input.type)
        && (!input.party || row.party === input.party)
        && (!input.state || row.state === input.state)
        && inRange(row.transactionDate, input.dateFrom, input.dateTo))
      .sort((a, b) => (b.transactionDate ?? '').localeCompare(a.transactionDate ?? ''))
    const items = matches.slice(input.offset, input.offset + input.limit).map((row) => ({ ...row, source: sources[row.chamber] }))
    return listAnswer(items, (sources.house ?? sources.senate)!, { total: matches.length })
  },
})
