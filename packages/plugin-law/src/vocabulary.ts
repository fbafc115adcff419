/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
court, case, cases, lawsuit, litigation, ruling, precedent, case law = law case search
docket, dockets, court filings, pacer = docket search
judge, judges, justice = judge lookup
lawyer, attorney, attorneys, bar number, bar admission = attorney lookup
trademark, trademarks, brand name, word mark = trademark
trademarked, trademark clearance = trademark search
trademark status, serial number = trademark status
cfr, code of federal regulations = cfr section
usc, us code, statute, statutes = usc section
citation, citations, cite, cites, hallucinated, fake case, brief = citation check
citation, citations, cite, cites, hallucinated, fake case, brief = case verify
court opinion, judicial opinion = opinion law
trademarked, trademark taken, name taken, brand name = trademark search
court cases, lawsuits, lawsuit, case law, precedent, sued = case search
made up cases, fake cases, hallucinated citations, check citations = citation check
blacklisted, sanctioned, sanctions list, embargo, embargoed, denied party, do business with = sanctions check
my brand, brand taken, name is taken, name taken, someone taken, can i use the name, registered name = trademark search
allowed to practice, licensed to practice, practice law, bar admission = attorney lookup
allowed to do business, blocked company, blacklisted company = sanctions check
`
