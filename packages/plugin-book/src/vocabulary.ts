/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
book, books, isbn, novel, novels, author = book search
books by, novel, novels, author of = book search
# everyday phrasing (issue 39)
read next, first published, book edition, book cover, book author = book search
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
paperback, hardcover, bestseller, bestsellers, book club, novelist = book
`
