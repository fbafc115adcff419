/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
# everyday phrasing (issue 39)
country gdp, gdp per capita, country population, life expectancy, poverty rate, poorest countries, richest countries, co2 emissions country, literacy rate, development indicators = worldbank indicator
country economy, compare countries, country statistics = worldbank indicator
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
life expectancy, literacy rate, developing countries = indicator
`
