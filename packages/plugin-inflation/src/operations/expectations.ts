import { fredChoiceOperation } from '../fred-choice.ts'
import { sourcesInWords } from '@svc/core'

/** Expected inflation series on FRED. */
const SOURCES = {
  'cleveland-1y': { series: 'EXPINF1YR', title: 'Cleveland Fed expected inflation, 1 year' },
  'cleveland-10y': { series: 'EXPINF10YR', title: 'Cleveland Fed expected inflation, 10 years' },
  'michigan-1y': { series: 'MICH', title: 'University of Michigan inflation expectation, 1 year (median)' },
  'breakeven-5y': { series: 'T5YIE', title: '5-year breakeven inflation rate (Treasury, TIPS)' },
  'breakeven-10y': { series: 'T10YIE', title: '10-year breakeven inflation rate (Treasury, TIPS)' },
} as const

export default fredChoiceOperation({
  name: 'expectations',
  sources: sourcesInWords('FRED `EXPINF1YR`, `EXPINF10YR`, `MICH`, `T5YIE`, `T10YIE`'),
  description: 'US inflation expectations: Cleveland Fed model (1 and 10 years), University of Michigan survey (1 year) and market breakevens (5 and 10 years), newest first, through FRED.',
  choice: 'source',
  choices: SOURCES,
  fallback: 'cleveland-1y',
  chosen: 'cleveland-1y (default), cleveland-10y, michigan-1y, breakeven-5y, breakeven-10y',
  keywords: ['inflation expectations', 'expected inflation next year', 'michigan inflation expectations', 'breakeven inflation'],
  item: (point, source, named) => ({ date: point.date, source, series: named.series, title: named.title, percent: point.value }),
})
