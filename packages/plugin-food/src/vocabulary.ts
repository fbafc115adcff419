/**
 * How agents phrase tasks for the food group, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words`.
 */
export const vocabulary = `
food barcode, ingredients, allergens, grocery, nutri-score, nutriscore, packaged food = food barcode lookup
hygiene rating, food safety rating, restaurant inspection, scores on the doors, fhrs, takeaway rating = food hygiene uk
takeaway, takeaways, chippy, eatery = food hygiene uk
snack, snacks, candy bar, cereal, packaged, wrapper, scanned barcode = food barcode
# Everyday phrasing of the need behind each operation (issue 39)
clean restaurant, restaurant clean, dirty restaurant, restaurant dirty, health inspection, kitchen clean, cafe hygiene, pub hygiene, food poisoning restaurant = food hygiene uk
ingredients list, contains nuts, contains gluten, gluten free, vegan product, palm oil, additives, ultra processed, nova group, product allergens = food barcode lookup
# s22/ind (issue 39)
inspection rating, inspectors give, sticker in the window, hygiene score, place clean = food hygiene uk
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
bakery, cafe, takeaway, chippy, kebab shop, food inspectors, inspectors think = food hygiene uk
`
