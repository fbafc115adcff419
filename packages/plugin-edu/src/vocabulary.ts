/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
college, university tuition, tuition, graduation rate, student debt = college scorecard edu
school, schools, k-12, elementary school, high school = school lookup
# Everyday phrasing of the need behind each operation (issue 39)
college cost, cost college, afford college, college worth, acceptance rate, get college, sat scores, act scores, graduates earn, student loan debt, which college, best college, net price = college scorecard
schools near, school zip, elementary near, high school near, kids school, enroll kid, schools area, public schools, school phone, school address = school lookup
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
graduates, alumni, student loans, debt they leave with, payoff after college = college scorecard earnings debt
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
kindergarten, elementary school, middle school, my kid's school, schools in my district = school
`
