/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
pound, pounds = currency
language code, language codes, iso 639 = iso language
currency code, iso 4217 = iso currency
subdivision, province, provinces, region code, iso 3166-2 = iso subdivision
# everyday phrasing (issue 39)
country currency, decimals currency, currency symbol = iso currency
code language, language name, native name = iso language
state code, province code = iso subdivision
`
