import { listAnswer, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { finnhubOperation } from '../finnhub-operation.ts'
import { limit, symbol } from '../params.ts'

/** GET /api/v1/stock/earnings: reported vs estimated EPS per quarter, newest first. */
const answer = v.array(v.object({ period: v.string(), year: numberOrNull, quarter: numberOrNull, actual: numberOrNull, estimate: numberOrNull, surprise: numberOrNull, surprisePercent: numberOrNull }))

export default finnhubOperation({
  name: 'earnings-surprises',
  description: 'A company\'s reported EPS against the analysts\' estimate for its last quarters (the surprise, in dollars and percent).',
  input: v.object({ symbol, limit: limit(40, 4) }),
  keywords: ['earnings surprise', 'did apple beat earnings', 'eps actual vs estimate', 'earnings beat or miss'],
  path: '/api/v1/stock/earnings',
  query: (input) => ({ symbol: input.symbol, limit: input.limit }),
  schema: answer,
  cacheTtl: '6h',
  read: (data, input, source) => {
    const items = data.slice(0, input.limit).map((row) => ({
      period: row.period.slice(0, 10),
      fiscalYear: row.year,
      fiscalQuarter: row.quarter,
      epsActual: row.actual,
      epsEstimate: row.estimate,
      surprise: row.surprise,
      surprisePercent: row.surprisePercent,
    }))
    return listAnswer(items, source)
  },
})
