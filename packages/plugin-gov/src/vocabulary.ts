/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
last day, last hour, last week, past day, past week, past 24 hours, last 24 hours = recent
gdp, economy, economic growth = gdp
smart contract, verified contract, contract source = contract
congress, congressional, senator, senators, representative, congressman, congresswoman, lawmaker, lawmakers = congress member
bill, bills, legislation, act, law passed = congress bill
amendment, amendments = congress amendment
hearing, hearings, testimony = congress hearing
nomination, nominee, confirmation = congress nomination
treaty, treaties = congress treaty
committee, committees = congress committee
vote, votes, voting, roll call, voted = votes
politician trades, congress trades, politician stock, politicians trading = congress trades
campaign finance, donation, donations, donor, donors, political contribution, contributions = fec contributions
candidate, candidates = fec candidate
pac, super pac, political committee = fec committee
campaign spending = fec expenditures
fundraising, raised, cash on hand = fec totals
lobbying, lobbyist, lobbyists, lobby = lobbying
federal contract, government contract, procurement, rfp, solicitation, bid, bids = contract opportunities
tender, tenders, eu procurement, european tender = eu tenders
grant, grants, federal spending, federal awards = usaspending awards
debarred, debarment, excluded, exclusion, suspended contractor = exclusions
sam registration, uei, cage code, government registration = entity gov
disaster, disasters, fema, emergency declaration = disaster declarations
flood insurance, nfip = nfip claims
crime, crimes, police, burglary = uk crime
inmate, prisoner, prison, jail, incarcerated = inmate locator
osha, workplace safety, workplace injury, work accident = osha
mine, mining accident, miners = msha
rent, fair market rent, rental price = fair market rent
income limit, affordable housing, section 8, low income = income limits
fcc id, fcc, radio device, equipment authorization = fcc
fda = fda
recall, recalls, recalled = recalls
trucking, truck company, carrier, dot number, usdot, fmcsa, bus company = carrier safety
foreign agent, fara = foreign agents
federal register, regulation, regulations, rulemaking, proposed rule, executive order = federal register
my representative, who represents, elected officials, governor = representatives
congressional district = district
epa, environmental violations, polluter = epa facilities
federal jobs, government jobs, public sector jobs = usajobs
consumer product, product safety, cpsc = product recalls
side effect, side effects, adverse event, adverse events, adverse reaction = fda drug events
electrician, plumber, contractor = trades
entities, named entities, ner, people and places, organizations mentioned = entities
bought stock, sold stock, stock trades, traded stock, congressman trades, senator trades = congress trades
gave money, donated, donated to, gave to, contributed, contributors, who funds = fec contributions
members of congress, my members, my congressman, my congresswoman, my senators = representatives
wildfires, tornadoes, natural hazards, natural disasters, disaster risk, hazard risk, risky area, risky place = risk index
paid for the ads, paid for ads, ad spending = fec expenditures
run for office, running for office, on the ballot, running for senate, running for congress, running for governor = fec candidate
pentagon, defense contracts, government contracts, won contracts, contract awards, federal contracts = usaspending awards
fined for pollution, polluting, polluted, environmental fines, emissions violations, toxic release = epa facilities
crib, cribs, stroller, strollers, car seat, toy, toys, dresser = product recalls
lettuce, spinach, salmonella, listeria, e coli, contaminated food = food recalls
# Everyday phrasing of the need behind each operation (issue 39)
state economy, economic output, economy growing, economy shrinking, size economy, output state = state gdp
moving company, hire movers, movers, interstate movers, charter bus, tour bus, bus operator, truckers, semi truck, freight hauler = motor carrier safety
change bill, changes bill, amend bill, amending bill, proposed changes bill = congress amendment
bill pass, bill passed, did bill pass, proposed law, new law, bill introduced, bill sponsor, sponsored bill, cosponsors = congress bill
committee chair, committee members, sits committee, serves committee, chairs committee = congress committee
financial disclosure, financial disclosures, senator assets, congressman assets, lawmakers assets, net worth congressman, net worth senator = congress filings
testify congress, testified congress, testified senate, ceo testify, testimony congress, grilled senators = congress hearing
senator party, congressman party, senator biography, congressman biography, served congress, years congress = congress member
cabinet pick, cabinet nominee, ambassador nominee, confirmation hearing, senate confirm, senate confirmed, nominated president = congress nomination
floor speech, floor speeches, senate floor, house floor, said floor, floor debate = congress record
pelosi, lawmakers stocks, senators stocks, senators buying, congressmen buying, politicians buy, politicians bought, copy congress trades = congress trades
ratify treaty, ratified treaty, treaty ratification, signed treaty = congress treaty
sell government, selling government, government buyer, set aside contracts, small business set aside, open bids, win government contract, government rfp = contract opportunities
government vendor, federal vendor, federal supplier, contractor risk, vet contractor, vet government contractor = counterparty due diligence
fema money, fema aid, fema paid, disaster relief, disaster relief money, hurricane aid, aid hurricane, storm aid = disaster assistance
state emergency, declared disaster, disaster area, major disaster, federal emergency = disaster declarations
which district, voting district, district live, district address = congressional district
sam gov, sam.gov, uei number, cage number, active registration, registered government contractor = entity sam
public tender, tender notice, european government contracts, bid eu contract, sell eu governments = eu tenders
banned government contracts, barred contractor, blacklisted contractor, ineligible contractor, suspended vendor, debarred vendor = exclusions debarred
two bedroom rent, 2 bedroom rent, bedroom apartment rent, housing choice voucher, section 8 voucher, housing voucher, rent voucher, rental assistance, rent assistance, rent ceiling = fair market rent
housing aid, qualify housing, qualify section 8, low income housing, income qualify, housing eligibility, income eligibility, public housing eligibility, income cap housing, earn too much housing = income limits
who made device, fcc label, fcc sticker, fcc number, device manufacturer, made gadget, router maker = fcc id
dog medication, cat medication, dog reaction, cat reaction, flea treatment, flea collar, heartworm pill, pet drug, vet medicine, veterinary drug = animal drug adverse events
device malfunctioned, device failed, device failure, pacemaker problem, insulin pump failed, implant failed, device injured, device complaints = device adverse event
drug reaction, medication reaction, bad reaction, reaction medication, side effects reported, reported side effects, drug made sick = drug adverse events
recalled medication, medication recalled, pills recalled, medicine recalled, drug pulled = fda recalls drugs
campaign committee id, find pac, fec filer = fec
senate race, house race, congressional race, challenger, challengers, incumbent, election opponent = fec candidate
super pac behind, pac treasurer, party committee, dark money group = fec committee
gave money, donated campaign, big donors, biggest donors, ceo donated, employees donated, political donations, neighbor donated = fec contributions
campaign spent, spent ads, campaign paid, campaign money went, campaign payroll = fec expenditures
war chest, money raised, campaign raised, fundraising haul, campaign cash, total raised, outraised = fec totals
new rule, new rules, new federal rule, comment period, public comment, agency announced, rule change, regulation change = federal register recent
foreign influence, foreign government lobbying, lobbying foreign, foreign lobbyist, foreign lobbyists, paid foreign government, works foreign government = foreign agents
home buyout, flood buyout, elevate house, elevating homes, mitigation grant, resilience grant, retrofit grant = hazard mitigation
congressman voted, representative voted, voted bill, vote bill, house vote, house passed = house votes
locked up, behind bars, federal prison, released prison, prisoner release, inmate number, visit inmate, federal inmate = inmate locator
spent lobbying, lobbying money, who lobbies, lobbying firm, hired lobbyists, influence washington = lobbying filings
coal mine accident, mine collapse, miner killed, miners killed, quarry accident, mine deaths = mine accidents msha
flooded before, flood claims, past floods, flooded homes, flood payouts, house flooded, flooding history = nfip claims
worker killed, worker died, died work, killed job, fell roof, trench collapse, electrocuted, workplace death, construction death, forklift accident = osha accidents
safe place work, employer safety record, company inspected, osha inspected, warehouse safety, factory inspection, inspection history = osha inspections
osha fine, osha fined, safety fine, safety violations, cited osha, fall protection = osha violations
is product safe, product safe, dangerous product, product hazard, product injuries, injured product, hurt product, fire hazard, choking hazard, dresser tip, space heater, pressure cooker, high chair, baby gate, recalled toy, crib recall, stroller recall = product recalls
debris removal, rebuild disaster, road repair disaster, fema grant city, county fema money, infrastructure damage = public assistance
contact congressman, call representative, call senator, write congressman, write senator, email representative, phone senator, reach senator = representatives
safe place live, area risky, natural disaster risk, hurricane risk, tornado risk, earthquake risk, wildfire risk, climate risk, safest county, dangerous county = risk index
senator voted, senate vote, cloture, filibuster, senate pass, senate passed, confirmation vote = senate votes
crime rate, safe neighbourhood, neighbourhood safe, burglaries street, street crime, muggings, antisocial behaviour, bike theft, crime london, crime manchester = uk crime
tax dollars, taxpayer money, government paid company, federal money, got federal grant, grant received, federal loans, ppp loan = usaspending awards
groundwater level, well water level, water wells, gauges state, streams state, stream gauges state = usgs water wells
# s18/ind4 (issue 39): everyday words for a situation, where no line had them
break-ins, broken into, burgled, burglars, car broken into = uk crime
written up for safety, inspectors fined, inspectors cited, safety citations, cited for safety = osha violations inspections
civilian job, civilian role, civilian position, job with the va, work for the government, government hiring = federal jobs usajobs
barred from bidding, barred from federal, suspended from government, banned from bidding = exclusions debarred
# s22/ind (issue 39): everyday words for a situation, where no line had them
pulled back, pullback, pulled from stores, pulled off shelves = recalls
pet owners, dog owners, cat owners, dewormer, flea chew, vet prescribed = animal drug adverse events
pollution rules, broke pollution rules, broken pollution rules, polluting factory, factory pollution = epa facilities
workers hurt, workers injured, warehouse injuries, hurt at work, injured at work = osha accidents
rebuilding after, rebuild after, rebuilding schools, repair roads, repairing roads = public assistance
in plain words, plain english, plain language, what's in the bill = bill summaries
regulators proposing, proposed ban, agency proposing, regulators propose = federal register recent
what was said in congress, official transcript, congress transcript = congress record
get paid on federal contracts, registered to get paid, registered with the government = entity sam
# s22/ind, second lines
what stage is the bill, bill status, where is the bill, stage of the bill = congress bill
safety notice, safety notices = product recalls
report owning, reported owning, disclosed owning, owns rental property = congress filings
# s25/ind (issue 39): everyday words for a situation, where no line had them
wealth report, yearly wealth report, assets and debts, listing his assets, listing her assets = congress filings
campaign paid, campaign pay, campaign hired, campaign hire, campaign spent, ad buyers = fec expenditures
emergency declared, declared an emergency, declared a disaster, disaster area, declared our county = disaster declarations
sell to the army, sell to the government, selling to the government, solicitations posted, open solicitations = contract opportunities
barred from working with the government, barred from government work, blacklisted contractor = exclusions
changes proposed to a bill, proposed changes to a bill, changes to the bill = congress amendment
cabinet pick, cabinet picks, picked a new judge, pick for secretary = congress nomination
letter to my senators, write to my senators, writing to my senators = representatives
withdrawn from stores, taken off shelves, pulled for contamination = recalls
reimbursement to fix, federal money to fix, money to rebuild, fix the gym = public assistance
river running high, river level, river height, is the river high = usgs water
robberies, robbery, reported robberies = uk crime
cats reacting, dogs reacting, problems in cats, problems in dogs, reactions in cats, reactions in dogs = animal drug adverse events
hearings did the house hold, hearings did the senate hold, held hearings, hold hearings = congress hearing
members buy, members bought, lawmakers bought, lawmakers buy, congressmen bought = congress trades
daily transcript, what did the senate talk about, what did the house talk about, floor debate = congress record
federal procurement system, procurement registration = entity sam
consumer safety agency, consumer product safety = product recalls
running high, running low, running fast, is the river running = usgs water
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
smokestack, smokestacks, dumping chemicals, polluter, polluters = epa facilities environmental
burgled, break-ins, antisocial behaviour, shoplifting = uk crime
e coli, tainted, contaminated food = food recall
qualify for affordable housing, low income housing, income cap = income limits
hired lobbyists = lobbying filings
state of emergency = disaster declaration
hurricane prone, tornado alley, wildfire prone = risk index
router label, device label, sticker on the back = fcc id
proposed law, new law, law being debated = bill legislation
testified, testimony, grilled by senators = hearing
banned from government work, barred from contracts = excluded
# s28/concepts2: everyday concepts around the data operations the first pass did not touch (issue 39)
scaffolding, scaffold, forklift, trench collapse, electrocuted, amputation = osha accidents
safety inspectors, safety inspector, inspectors came, surprise inspection = osha inspections
safety fines, safety citations, willful violations = osha violations
panel oversees, panel that oversees, oversight panel, senate panel, house panel, subcommittee chair = congress committee
ambassador, ambassadors, president's pick, president picked, picked by the president = congress nomination
house decide, house decided, house passed, passed the house, representatives voted = house votes
senate decided, senate passed, passed the senate, senators voted = senate votes
overview of the bill, bill in plain english, bill in a nutshell = bill summaries
war chest, campaign haul, campaign cash, raised so far = fec totals
raise homes, elevate homes, elevating houses, home buyouts, floodproofing, seawall, retrofit = hazard mitigation
agencies buying, agencies want to buy = contract opportunities
pulled from shelves, pulled from store shelves, choking hazard, tip-over, burn hazard = product recalls
bad reaction, made me sick, hospitalized after taking = fda drug events adverse
`

/**
 * The members of Congress: a task about Congress without a word of its members ("which members of congress bought
 * Nvidia stock" says it; "what happened in congress on 2024-03-15" does not) wants the operation of what they did.
 */
export const intents = {
  'gov.congress-member': 'member members congressman congresswoman congressmen senator senators representative representatives legislator lawmaker lawmakers bioguide party served'.split(' '),
}
