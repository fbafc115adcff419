/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
census, population, demographic, demographics, median income, household income = census demographics
how many people live, population, residents, inhabitants, people live in, median income, household income = demographics census
`
