/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
capital, capital city, population of country, flag, calling code, nation = country lookup
country risk, sovereign rating, credit rating of country, default spread = country financials
credit rating, sovereign rating, country risk, default risk, sovereign debt rating = country financials
# everyday phrasing (issue 39)
country capital, country population, country borders, country flag, dialing code, country code, neighboring countries, official language country = country lookup
country default, sovereign credit, country credit rating, equity risk premium = country financials
`
