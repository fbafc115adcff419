import { defineOperation, listAnswer, sourceOf, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { finnhub, windowedInput, windowedRows } from '../windowed.ts'

/** GET /api/v1/stock/insider-sentiment: monthly net insider buying (change, in shares) and MSPR (-100 to 100). */
const row = v.object({ year: v.number(), month: v.number(), change: numberOrNull, mspr: numberOrNull })
const WINDOW = { defaultDays: 365, maxDays: 10 * 366 }

export default defineOperation({
  name: 'insider-sentiment',
  method: 'GET',
  description: 'Monthly insider sentiment of a company from its executives\' Form 4 trades: net shares bought or sold and the monthly share purchase ratio (MSPR, -100 to 100), newest first.',
  input: v.object(windowedInput(WINDOW.defaultDays, WINDOW.maxDays)),
  upstreams: [finnhub],
  keywords: ['insider sentiment', 'are insiders buying', 'insider buying and selling trend', 'mspr'],
  async handler({ input, upstream }) {
    const { rows, url } = await windowedRows(upstream(finnhub), '/api/v1/stock/insider-sentiment', row, input, WINDOW)
    const items = rows
      .map((month) => ({ month: `${month.year}-${String(month.month).padStart(2, '0')}`, netShares: month.change, mspr: month.mspr }))
      .sort((a, b) => (a.month < b.month ? 1 : -1))
    return listAnswer(items.slice(0, input.limit), sourceOf(finnhub, url), { total: items.length })
  },
})
