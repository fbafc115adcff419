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
`
