/**
 * State FIPS codes by USPS code: the 50 states, D.C. and Puerto Rico, the areas the Census ACS and the BLS
 * programmes (LAUS, JOLTS, OEWS) publish. One table for every group that names a state (census, labor).
 */
export const STATE_FIPS: Readonly<Record<string, string>> = {
  AL: '01', AK: '02', AZ: '04', AR: '05', CA: '06', CO: '08', CT: '09', DE: '10', DC: '11', FL: '12',
  GA: '13', HI: '15', ID: '16', IL: '17', IN: '18', IA: '19', KS: '20', KY: '21', LA: '22', ME: '23',
  MD: '24', MA: '25', MI: '26', MN: '27', MS: '28', MO: '29', MT: '30', NE: '31', NV: '32', NH: '33',
  NJ: '34', NM: '35', NY: '36', NC: '37', ND: '38', OH: '39', OK: '40', OR: '41', PA: '42', RI: '44',
  SC: '45', SD: '46', TN: '47', TX: '48', UT: '49', VT: '50', VA: '51', WA: '53', WV: '54', WI: '55',
  WY: '56', PR: '72',
}

const KNOWN_FIPS = new Set(Object.values(STATE_FIPS))

/** A 2-letter postal code or a 2-digit FIPS code as a FIPS code, or undefined. */
export function stateFips(value: string): string | undefined {
  const upper = value.toUpperCase()
  if (/^\d{2}$/.test(upper)) return KNOWN_FIPS.has(upper) ? upper : undefined
  return STATE_FIPS[upper]
}
