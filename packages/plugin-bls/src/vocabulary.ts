/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
bls, labor statistics, bureau of labor = bls series
# Everyday phrasing of the need behind each operation (issue 39)
bls series, bls data, cpi series, producer prices, ppi, average hourly earnings, nonfarm payrolls = bls series
`
