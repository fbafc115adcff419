/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
naics, industry code, industry classification, sector code = industry
sic, isic, nace, crosswalk = industry resolve class
# everyday phrasing (issue 39)
naics code, sic code, isic code, nace code, business classification, naics sic, sic naics, industry category = industry resolve
`
