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
`
