/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
college, university tuition, tuition, graduation rate, student debt = college scorecard edu
school, schools, k-12, elementary school, high school = school lookup
`
