/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
csv, tsv, spreadsheet, excel, comma separated = csv
json = json
jwt, bearer token, id token, access token, json web token = jwt decode
regex, regexp, regular expression, pattern, capture group = regex test
uuid, guid, unique id, random id, unique identifier = uuid
diff, compare, difference, differences, json changes = diff
flatten, nested, dot notation, unflatten = flatten
typescript, ts interface, type definitions, types from json = typescript
zod, schema from json, validation schema = zod
cors, preflight, blocked by cors, cross origin, access control = preflight
rfc, ietf, internet standard = rfc
rust, crate, crates, cargo = rustpkg
javascript, node package, js package, node module = pkgjs
programming question, coding question, error message, stack trace = qasite search
stack overflow, stackoverflow, stack exchange = qasite search
crates.io = rustpkg search
npm, npm package = pkgjs search
gitlab, gitlab project = codehost alt search
cors, cross origin, another origin, preflight, blocked by browser = preflight
regex, regular expression, pattern match = regex test
typescript types, ts types, interface from json = json to typescript
spreadsheet, csv export, excel export = csv to json
login token, bearer token, id token, access token = jwt decode
random id, unique id, guid = uuid
`
