/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
phone, phone number, telephone, mobile number, cell number, e.164, dialing = phone normalize
# Everyday phrasing of the need behind each operation (issue 39).
number real, fake number, valid number, landline, cell phone, international format, dialing code, country code phone, call abroad, dial abroad, number country, which country number, area code = phone normalize
# s22/ind (issue 39)
phone carrier, mobile carrier, cell carrier, wireless carrier, unknown number, calls from a number = phone normalize
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
international format, dialing format, dial from abroad = phone number format
`
