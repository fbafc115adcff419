/**
 * How agents phrase tasks for the food group, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words`.
 */
export const vocabulary = `
food barcode, ingredients, allergens, grocery, nutri-score, nutriscore, packaged food = food barcode lookup
hygiene rating, food safety rating, restaurant inspection, scores on the doors, fhrs, takeaway rating = food hygiene uk
takeaway, takeaways, chippy, eatery = food hygiene uk
snack, snacks, candy bar, cereal, packaged, wrapper, scanned barcode = food barcode
`
