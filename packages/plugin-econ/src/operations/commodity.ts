import { namedSeriesOperation } from '../named-series.ts'

/** Commodity prices FRED carries (EIA spot prices daily; IMF primary commodity prices monthly). */
export const COMMODITIES = {
  'wti': { series: 'DCOILWTICO', title: 'Crude oil, WTI, Cushing (daily)', units: 'dollars per barrel' },
  'brent': { series: 'DCOILBRENTEU', title: 'Crude oil, Brent, Europe (daily)', units: 'dollars per barrel' },
  'natural-gas': { series: 'DHHNGSP', title: 'Henry Hub natural gas spot (daily)', units: 'dollars per million Btu' },
  'gasoline': { series: 'GASREGW', title: 'US regular gasoline retail (weekly)', units: 'dollars per gallon' },
  'copper': { series: 'PCOPPUSDM', title: 'Copper (IMF, monthly)', units: 'dollars per metric ton' },
  'aluminum': { series: 'PALUMUSDM', title: 'Aluminum (IMF, monthly)', units: 'dollars per metric ton' },
  'nickel': { series: 'PNICKUSDM', title: 'Nickel (IMF, monthly)', units: 'dollars per metric ton' },
  'wheat': { series: 'PWHEAMTUSDM', title: 'Wheat (IMF, monthly)', units: 'dollars per metric ton' },
  'corn': { series: 'PMAIZMTUSDM', title: 'Maize (corn) (IMF, monthly)', units: 'dollars per metric ton' },
  'soybeans': { series: 'PSOYBUSDM', title: 'Soybeans (IMF, monthly)', units: 'dollars per metric ton' },
  'coffee': { series: 'PCOFFOTMUSDM', title: 'Coffee, other mild arabica (IMF, monthly)', units: 'US cents per pound' },
  'sugar': { series: 'PSUGAISAUSDM', title: 'Sugar, international (IMF, monthly)', units: 'US cents per pound' },
  'cotton': { series: 'PCOTTINDUSDM', title: 'Cotton (IMF, monthly)', units: 'US cents per pound' },
}

export default namedSeriesOperation({
  name: 'commodity',
  description: `Commodity prices by name (${Object.keys(COMMODITIES).join(', ')}), newest first, from the FRED series of the EIA and IMF prices.`,
  keywords: ['oil price', 'price of crude oil', 'natural gas price', 'copper price', 'wheat price', 'commodity prices', 'brent crude'],
  table: COMMODITIES,
})
