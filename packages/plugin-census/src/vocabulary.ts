/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
census, population, demographic, demographics, median income, household income = census demographics
how many people live, population, residents, inhabitants, people live in, median income, household income = demographics census
# Everyday phrasing of the need behind each operation (issue 39)
population county, population state, average income, median age, poor county, poverty county, rich county, wealthy county, affluent county, home values county = census demographics
neighborhood demographics, zip income, zip population, who lives zip, wealthy neighborhood, affluent neighborhood, rich neighborhood, neighborhood income, education level zip = census zipcode
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
renters, renter, owner occupied, foreign born, immigrants, commuters, commute times, household size = census demographics
`
