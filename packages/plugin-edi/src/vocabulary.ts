/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
edi, x12, edifact, 850, 810, 856, purchase order, advance ship notice, edi invoice = edi
997, 999, functional acknowledgment = edi ack
complete, completed, finished, acknowledge = ack
`
