/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
knowledge update, recent developments, catch up, since date, news since, what happened since = knowledge delta
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
missed since, changed since, changes since, update since, new regulations, new rules, rule changes, regulatory changes, court rulings, court decisions, legal developments, policy changes, policy developments, topic briefing, brief topic, since last week, since last month = knowledge delta
digest of developments, deduplicated digest, what moved, been offline, catch my agent up, brief my agent = knowledge delta
# s25/agent (issue 39)
new events on = knowledge delta
`
