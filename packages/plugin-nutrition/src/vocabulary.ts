/**
 * How agents phrase tasks for the nutrition group, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words`.
 */
export const vocabulary = `
nutrition, calories, calorie, macros, nutrients, vitamins, minerals, protein content, kcal = nutrition food
usda, fooddata central, fdc = nutrition food
calories, protein, carbs, carbohydrates, fat, sugar, vitamins, macros = nutrition food
# Everyday phrasing of the need behind each operation (issue 39)
nutritional value, nutrients in, calories serving, calories per serving, grams protein, grams sugar, grams fat = nutrition food
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
on a diet, counting calories, keto, low carb, dieting = nutrition food
`
