/**
 * How agents phrase tasks for the patents group, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words`.
 */
export const vocabulary = `
patent, patents, invention, inventions, prior art, uspto, patented = patents search
us patents, us patent, american patents, patents about = patents search
application status, patent status, patent application number, patent number = patents detail
espacenet, european patent, epo, worldwide patents, ep patent = epo search
patent family, inpadoc, family members = epo family
legal status, in force, lapsed, opposition, patent expired = epo legal
file wrapper, office action, prosecution history, notice of allowance = patents documents
# everyday phrasing (issue 39)
patent granted, patent owner, owns patent, patent pending = patents detail
office actions, patent rejected, examiner rejection = patents documents
patent abstract, patent applicant, patent inventors = epo biblio
patent other countries, same invention countries = epo family
patent still valid, patent in force, patent lapsed, patent opposition = epo legal
european patents, patents worldwide, patents in europe, japanese patents, chinese patents = epo search
already patented, invention patented = patents search
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
inventor, inventors, invent, invented, inventing, tinkerer, tinkerers, prototype, prototypes, contraption, gizmo = patents search
`
