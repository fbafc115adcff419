/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
owns, owner, owned, ownership, parent company, parent, subsidiary, subsidiaries, corporate tree, ultimate parent, holding company, corporate family = lei hierarchy
lei, legal entity identifier = lei
company, companies, firm, corporation, corporate, incorporated, company registry, business registry, registered company, register = business companies
company, companies, firm, corporation, corporate, incorporated, company registry, business registry, registered company, register = business entity
kyb, due diligence, onboarding, vendor check = kyb 360
sanction, sanctioned, sanctions, ofac, sdn, blacklisted, embargo, watchlist, watch list, specially designated = screen
secretary of state, llc, incorporation, articles of organization = sos search
uk company, british company, companies house, england = uk companies
france, french, siren, siret = fr companies
norway, norwegian = no companies
finland, finnish = fi companies
poland, polish, krs = pl krs
brazil, brazilian, cnpj = br cnpj
connecticut = entity profile
naics, industry code, industry classification, sector code = naics
cik, ticker to company, company identifiers = id resolve
fuzzy company name, match company name, company name matching = entity match
entities, named entities, ner, people and places, organizations mentioned = entities
parent company, owned by, owner of, subsidiary, subsidiaries, who owns = lei hierarchy
background check, due diligence, vet, vetting, kyb, know your business, check out a company, before we sign = kyb 360
# Everyday phrasing of the need behind each operation (issue 39)
company brazil, business brazil, brazilian business, sao paulo company, empresa = br cnpj
exact company name, match supplier names, clean company names, dedupe company names, normalize company names, company name variants = entity match
connecticut llc, ct business, ct company, who runs company, company officers, woman owned, veteran owned, minority owned = entity profile
screen llc, screen registered agent, sanctioned llc, state company sanctions = entity screen
company finland, business finland, helsinki company, finnish business = fi companies
company france, business france, paris company, french business, french firm = fr companies
company ticker, ticker company, company cik, cik number, sec id, sec filer = id resolve
vet company, vet supplier, vet vendor, company legit, company trustworthy, new vendor, new supplier, onboard supplier, onboard vendor, supplier risk = kyb 360
company headquarters, company legal name, company registered where, lei number, official company name = lei
who owns company, who owns brand, company owned, parent corporation, brands owned, owns brand = lei hierarchy
bond issuer, who issued bond, isin issuer, bonds issued, securities company = lei isins
classify business, classify company, business code, industry code business, sector business = naics
company norway, business norway, oslo company, org number, organisation number = no companies
company poland, business poland, warsaw company, sp z oo = pl krs
llc registered, llc active, llc status, company good standing, business registered state, business entity search, new york llc, colorado llc, registered agent = sos search
company director, directors company, company dissolved, limited company, ltd company, uk business, british business, company accounts, insolvent company = uk companies
# s22/ind (issue 39)
global legal identifier, legal identifier = lei
# s28/concepts2: everyday concepts around the data operations the first pass did not touch (issue 39)
british company, british firm, british shop, uk firm, dissolved, wound up = uk companies
brazilian supplier, brazilian company, brazilian firm = brazilian company cnpj
`
