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
# Everyday phrasing of the need behind each operation (issue 39)
lawyer legit, lawyer real, lawyer licensed, check lawyer, lawyer good standing, attorney good standing, disbarred, lawyer disbarred, attorney license, hire lawyer = attorney lookup
sue landlord, sue employer, won lawsuit, court ruled, courts ruled, courts decided, similar cases, past rulings, legal precedent = case search
case real, case exists, cited case, ai cited, chatgpt cited, made up case, invented case = case verify
regulation text, regulation says, exact wording regulation, read regulation, federal rule text = cfr section
check brief, check legal memo, ai wrote brief, cases brief real, cited cases real, fabricated citations = citation check
company sued, being sued, who suing, sued company, lawsuit filed, lawsuits against company, federal lawsuit, class action, court records company = docket search
rule history, rule published, rulemaking history, regulatory docket, rule amended = federal register law
judge appointed, appointed judge, judge background, judge record, judge bio, judge political, judge party = judge lookup
read decision, read ruling, full ruling, ruling text, majority opinion, dissent text, decision text = opinion law
sanctioned person, oligarch, oligarchs, terrorist list, export banned, banned exporting, safe do business = sanctions check
name available, brand available, business name taken, product name taken, someone using name, already using name, name my company, name my product = trademark search
trademark approved, trademark abandoned, trademark application status, trademark application, trademark registered yet = trademark status
law says, text law, read statute, statute text, title 18, federal law text, federal statute = usc section
# s22/ind (issue 39)
application still pending, pending application, application pending = trademark status
judge that ruled, judge who ruled, judge assigned = judge lookup
blocked list, on a blocked list = sanctions check
# s22/ind, second lines
launching a brand, launching a line, launching a product, name still pending = trademark
watch list, watch lists, watchlist, watchlists = sanctions check
# s25/ind (issue 39)
actually write, court actually wrote, what the court wrote, words of the decision = opinion law
federal cases against, filed federal cases, sued in federal court = docket search
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
getting sued, being sued, lawsuit filed, plaintiff, defendant, class action = docket
brand name taken, name my business, shop name, someone already using the name = trademark
blacklisted, oligarch, embargoed, wire money to = sanctions
# s28/concepts2: everyday concepts around the data operations the first pass did not touch (issue 39)
statute, statutes, federal statute, text of the law = united states code section
court actually wrote, court wrote, ruling text, majority opinion, full decision, justices wrote = opinion court decision text
precedent, precedents, similar cases, past rulings = case law
my trademark application = trademark status
appointed the judge, judge's background = judge
`
