/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
house, home, property, parcel, deed, building, nyc, new york city, landlord = property
building permit, construction permit = permits
owned, owners, past owners, ownership history, sale history, sold for, who bought, recorded mortgage = deed history
`
