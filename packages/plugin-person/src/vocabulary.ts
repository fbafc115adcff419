/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
person, individual, background check = person cross registry
kyc, know your customer, due diligence on a person, vetting = person cross registry
# Everyday phrasing of the need behind each operation (issue 39)
check person, check someone, vet person, vet individual, vet someone, screen person, screen individual, person legit, person sanctioned, person debarred = person cross registry
`
