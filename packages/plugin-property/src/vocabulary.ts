/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
house, home, property, parcel, deed, building, nyc, new york city, landlord = property
building permit, construction permit = permits
past owners, previous owners, ownership history, sale history, chain of title, owned the lot, owned the building, owned the house = deed history
# Everyday phrasing of the need behind each operation (issue 39)
who bought house, house sold, sold house, last sale price, mortgage property, deed records, property records = deed history
building owner, property owner, owns building, building built, how old building, assessed value, lot size, zoning lot, building zoning = parcel lookup
renovation permit, permits filed, construction next door, demolition next door, scaffolding, work permit building = permits
heat complaints, mold apartment, roaches apartment, pests apartment, apartment violations, landlord violations = violations
# s22/ind (issue 39)
city sign off, sign off on the work, gutting, gut renovation = permits
# s25/ind (issue 39)
who owned, previous owners, owned before, when was it sold, liens filed = deed history
adding a floor, did the city approve, city approve = permits
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
mold, no heat, rats, roaches, mice, lead paint, leaks, tenants complained, building complaints = violations
`
