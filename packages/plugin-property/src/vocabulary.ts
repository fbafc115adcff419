/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
house, home, property, parcel, deed, building, nyc, new york city, landlord = property
building permit, construction permit = permits
past owners, previous owners, ownership history, sale history, chain of title, owned the lot, owned the building, owned the house = deed history
`
