import { namedSeriesOperation } from '../named-series.ts'

/** Headline US indicators and the FRED series that carry them. */
export const INDICATORS = {
  'gdp': { series: 'GDP', title: 'Gross Domestic Product', units: 'billions of dollars, seasonally adjusted annual rate' },
  'gdp-growth': { series: 'A191RL1Q225SBEA', title: 'Real GDP growth', units: 'percent change from preceding period, annual rate' },
  'unemployment': { series: 'UNRATE', title: 'Unemployment rate', units: 'percent' },
  'payrolls': { series: 'PAYEMS', title: 'All employees, total nonfarm', units: 'thousands of persons' },
  'cpi': { series: 'CPIAUCSL', title: 'Consumer Price Index for All Urban Consumers', units: 'index 1982-1984=100' },
  'core-cpi': { series: 'CPILFESL', title: 'CPI less food and energy', units: 'index 1982-1984=100' },
  'pce-inflation': { series: 'PCEPI', title: 'PCE price index', units: 'index 2017=100' },
  'fed-funds': { series: 'FEDFUNDS', title: 'Federal funds effective rate', units: 'percent' },
  'treasury-10y': { series: 'DGS10', title: '10-year Treasury constant maturity', units: 'percent' },
  'retail-sales': { series: 'RSAFS', title: 'Advance retail sales', units: 'millions of dollars' },
  'industrial-production': { series: 'INDPRO', title: 'Industrial production index', units: 'index 2017=100' },
  'housing-starts': { series: 'HOUST', title: 'Housing starts', units: 'thousands of units, annual rate' },
  'consumer-sentiment': { series: 'UMCSENT', title: 'University of Michigan consumer sentiment', units: 'index 1966:Q1=100' },
  'jobless-claims': { series: 'ICSA', title: 'Initial jobless claims', units: 'number' },
  'm2': { series: 'M2SL', title: 'M2 money stock', units: 'billions of dollars' },
}

export default namedSeriesOperation({
  name: 'indicator',
  description: `Headline US economic indicators by name (${Object.keys(INDICATORS).join(', ')}), newest first, from their FRED series.`,
  keywords: ['us unemployment rate', 'us gdp', 'latest cpi', 'fed funds rate', 'nonfarm payrolls', 'economic indicator', 'jobless claims'],
  table: INDICATORS,
})
