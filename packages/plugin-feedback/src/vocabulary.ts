/**
 * How agents phrase tasks for the feedback group, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words`.
 */
export const vocabulary = `
feedback, bug report, feature request, complain, complaint, suggestion, report a problem, contact the operator = feedback send
file a bug, report a bug, file, report = send feedback
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
contact support, report outage, endpoint broken, wrong data, request feature, suggest feature, note to operator, your api broken, wrong answer = feedback send
`
