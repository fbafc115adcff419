import { fredChoiceOperation } from '../fred-choice.ts'
import { sourcesInWords } from '@svc/core'

/** BLS CPI-U measures on FRED, read as the percent change from a year ago (FRED `units=pc1`). */
const MEASURES = {
  headline: { series: 'CPIAUCSL', title: 'CPI-U, all items (seasonally adjusted)' },
  core: { series: 'CPILFESL', title: 'CPI-U, all items less food and energy (seasonally adjusted)' },
  food: { series: 'CPIUFDSL', title: 'CPI-U, food (seasonally adjusted)' },
  energy: { series: 'CPIENGSL', title: 'CPI-U, energy (seasonally adjusted)' },
  shelter: { series: 'CUSR0000SAH1', title: 'CPI-U, shelter (seasonally adjusted)' },
  pce: { series: 'PCEPI', title: 'PCE price index (BEA)' },
  'core-pce': { series: 'PCEPILFE', title: 'PCE price index less food and energy (BEA)' },
} as const

export default fredChoiceOperation({
  name: 'rates',
  sources: sourcesInWords('FRED CPI-U / PCE series with `units=pc1`'),
  description: 'US inflation rates: the 12-month percent change of the CPI-U (headline, core, food, energy, shelter) or the PCE price index, per month, newest first (BLS and BEA data through FRED).',
  choice: 'measure',
  choices: MEASURES,
  fallback: 'headline',
  chosen: 'headline (default), core, food, energy, shelter, pce, core-pce',
  units: 'pc1',
  keywords: ['us inflation rate', 'cpi inflation year over year', 'core inflation', 'what is inflation now', 'pce inflation'],
  item: (point, measure, named) => ({ month: point.date.slice(0, 7), measure, series: named.series, title: named.title, yearOverYearPercent: point.value === null ? null : Number(point.value.toFixed(2)) }),
})
