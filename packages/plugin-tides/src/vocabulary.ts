/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
high tide, low tide, tide times, tide = tides now
# Everyday phrasing of the need behind each operation (issue 39).
water lowest, lowest water, water highest, highest water, water low beach, lowest beach, tide pools, tidepools, tidepooling, tide pooling, clam digging, dig clams, launch boat, boat ramp, water level beach, tide coming, low water, high water = tides now
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
tide pools, clamming, low water, high water, beachcombing = tide
`
