/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
broadband, internet provider, isp, fiber = telecom market area
fcc docket, fcc comments, ex parte, rulemaking comments = fcc filings
# Everyday phrasing of the need behind each operation (issue 39).
comment fcc, fcc proceeding, fcc rulemaking, filed fcc, lobbying fcc, docket filings, net neutrality = fcc filings
census block, fips code, county fips, spectrum license, cellular market, coordinates county = market area
`
