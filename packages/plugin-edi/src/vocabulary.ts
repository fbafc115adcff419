/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
edi, x12, edifact, 850, 810, 856, purchase order, advance ship notice, edi invoice = edi
997, 999, functional acknowledgment = edi ack
complete, completed, finished, acknowledge = ack
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
read edi, edi file, edi json, trading partner, walmart edi, purchase order file, 850 file, inbound edi = edi parse
purchase order edi, send edi partner, invoice x12, outbound edi, edi invoice create = edi generate
acknowledge edi, confirm receipt edi, edi received = edi ack
read edifact, edifact invoice, eancom orders, edifact file, edifact json = edifact
create edifact, edifact generate, write edifact, outbound edifact = edifact generate
`
