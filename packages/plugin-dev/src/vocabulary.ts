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
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
read csv, parse spreadsheet, csv file, excel json, spreadsheet rows, csv rows = csv to json
compare two configs, compare responses, response changed, two json, compare objects, config changes = diff json
flatten nested, nested keys, deep object, dotted keys = flatten json
open excel, export spreadsheet, download csv, json excel, table export, rows to csv = json to csv
types api response, type json, interface response, typescript types response, types for payload = json to typescript
validate api response, schema response, zod validation, runtime types = json to zod
token expired, token claims, decode token, bearer token expired, session token, inside token, token payload, who token belongs = jwt decode
library node, npm module, javascript library, node library, js library = pkgjs search
cors error, fetch blocked, request blocked browser, origin not allowed, browser blocks, blocked origin = preflight
error fix, fix error, exception, traceback, stack overflow answer, anyone solved, error means, error message fix = qasite search
pattern match, test pattern, check regex, regex matches, match pattern = regex test
spec protocol, standard defines, http spec, email standard, protocol standard, rfc number = rfc
rust library, rust package = rustpkg search
new id, unique key, random identifier, generate id, make id, primary key = uuid
# s28/concepts2: everyday concepts around the data operations the first pass did not touch (issue 39)
two config files, config files differ, compare configs, config drift = diff json compare
spreadsheet export, exported spreadsheet = parses csv
pattern matches, does my pattern match = regular expression test matches
internet standard, protocol spec = rfc
`
