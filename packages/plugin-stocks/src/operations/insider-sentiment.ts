import { numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { windowedOperation } from '../windowed.ts'

/** GET /api/v1/stock/insider-sentiment: monthly net insider buying (change, in shares) and MSPR (-100 to 100). */
const row = v.object({ year: v.number(), month: v.number(), change: numberOrNull, mspr: numberOrNull })

export default windowedOperation({
  name: 'insider-sentiment',
  description: 'Monthly insider sentiment of a company from its executives\' Form 4 trades: net shares bought or sold and the monthly share purchase ratio (MSPR, -100 to 100), newest first.',
  keywords: ['insider sentiment', 'are insiders buying', 'insider buying and selling trend', 'mspr'],
  path: '/api/v1/stock/insider-sentiment',
  row,
  window: { defaultDays: 365, maxDays: 10 * 366 },
  item: (month) => ({ month: `${month.year}-${String(month.month).padStart(2, '0')}`, netShares: month.change, mspr: month.mspr }),
  newest: (month) => month.month,
})
