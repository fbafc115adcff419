import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { blsPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['series', [[{ seriesIds: 'CUUR0000SA0', startYear: 2020, endYear: 2010 }, 'startYear'], [{ seriesIds: 'CUUR0000SA0', startYear: 1990, endYear: 2020 }, 'endYear']], { seriesIds: 'CUUR0000SA0', startYear: 2011, endYear: 2020 }],
]

checksBeforePayment(blsPlugin, CASES)
