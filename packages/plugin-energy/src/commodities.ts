/** The prices `energy.prices` serves: each an EIA v2 route and its `series` facet. */
export interface Commodity {
  name: string
  route: string
  series: string
  unit: string
  frequencies: readonly string[]
  /** The frequency EIA publishes first (spot prices daily, retail prices weekly). */
  defaultFrequency: string
}

const SPOT = ['daily', 'weekly', 'monthly', 'annual'] as const
const RETAIL = ['weekly', 'monthly', 'annual'] as const

export const COMMODITIES = {
  wti: { name: 'WTI crude oil, Cushing OK spot price', route: '/v2/petroleum/pri/spt/data/', series: 'RWTC', unit: '$/BBL', frequencies: SPOT, defaultFrequency: 'daily' },
  brent: { name: 'Brent crude oil, Europe spot price', route: '/v2/petroleum/pri/spt/data/', series: 'RBRTE', unit: '$/BBL', frequencies: SPOT, defaultFrequency: 'daily' },
  'henry-hub': { name: 'Natural gas, Henry Hub spot price', route: '/v2/natural-gas/pri/fut/data/', series: 'RNGWHHD', unit: '$/MMBTU', frequencies: SPOT, defaultFrequency: 'daily' },
  gasoline: { name: 'Regular gasoline, U.S. average retail price', route: '/v2/petroleum/pri/gnd/data/', series: 'EMM_EPMR_PTE_NUS_DPG', unit: '$/GAL', frequencies: RETAIL, defaultFrequency: 'weekly' },
  diesel: { name: 'No. 2 diesel, U.S. average retail price', route: '/v2/petroleum/pri/gnd/data/', series: 'EMD_EPD2D_PTE_NUS_DPG', unit: '$/GAL', frequencies: RETAIL, defaultFrequency: 'weekly' },
} as const satisfies Record<string, Commodity>

export type CommodityId = keyof typeof COMMODITIES
export const COMMODITY_IDS = Object.keys(COMMODITIES) as CommodityId[]
