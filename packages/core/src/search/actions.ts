/**
 * A task that asks for an act in the world ("transfer 50 USDC", "book a table", "buy 10 shares")
 * fits only an operation that performs that act: the catalog's operations mostly look things up,
 * and the few that act say so with their description's first word ("Deletes a blob", "Sends
 * feedback"). This finds the act a query opens with.
 */

import { ACT_VERBS, ACT_VERBS_WITH_OBJECT } from './act-verbs.ts'

/**
 * s26/acts: the common verbs whose most used WordNet sense is an act in the world (possession, motion, social,
 * consumption, creation, contact, competition) that no operation performs, written by scripts/search-act-verbs.ts
 * ("marry", "mow", "tow", "auction"). Read as an act only before its object: "lower case brk.a price" and "motor carrier
 * DOT 2245456" are lookups (with any following word, tuned lost four right answers: fixtures/search/README.md, s26/acts).
 */
const WORLDLY_VERBS: ReadonlySet<string> = new Set(ACT_VERBS.split(' '))
const WORLDLY_VERBS_WITH_OBJECT: ReadonlySet<string> = new Set(ACT_VERBS_WITH_OBJECT.split(' '))
/**
 * Verbs the patterns below open with, which decide when they ask for an act ("return the shoes I ordered" is one,
 * "return the top 5 stories" is not; "squash my commits" is git's, "lift the freeze" a credit freeze): WordNet does not read them.
 */
const DECIDED_BY_PATTERN: ReadonlySet<string> = new Set('return appeal arrange lift initiate squash truncate hop imagine'.split(' '))
/** Whether a verb is one of WordNet's acts in the world that no operation performs. */
const isWorldlyVerb = (verb: string): boolean => !DECIDED_BY_PATTERN.has(verb) && (WORLDLY_VERBS.has(verb) || WORLDLY_VERBS_WITH_OBJECT.has(verb))

/** Verbs that ask for an act whatever follows them. */
export const ACTS: ReadonlySet<string> = new Set(
  ('transfer send pay buy purchase sell reserve swap stake unstake mint deploy restart reboot install uninstall tweet upload donate withdraw deposit '
    + 'unlock refund lend borrow invest cook drive merge hire renew cancel delete apply print wire join attend repair walk ship '
    + 'unsubscribe subscribe rent lease stop reply approve reject forward invite tip burn upgrade downgrade '
    // s14/nf: bids and bets, a direct message, an alarm armed, a loan refinanced, a course enrolled in.
    + 'bid bet wager dm arm disarm refinance enroll rsvp '
    // s22/nf: money handed to people, faxes, and acts on the caller's code and shell no operation performs.
    + 'reimburse airdrop fax refactor rebase chmod revoke kill snag '
    // s25/nfid: money sent by app, goods bought again, chores on things and files, and edits of media no operation makes.
    + 'venmo zelle reorder unzip reinstall debug upscale overclock autofill laminate jumpstart repost congratulate').split(' '),
)
/**
 * Acts of money or trade: no operation performs them, so they stay acts whatever intent the task also
 * says ("sell half my bitcoin if it drops below 60k" is a sale, not a watch).
 */
export const TRADES: ReadonlySet<string> = new Set('transfer pay buy purchase sell swap stake unstake mint donate withdraw deposit refund lend borrow invest tip wire bid bet wager venmo zelle reorder'.split(' '))
/**
 * Acts with people and third parties (s15/nf3), named by what they are, not by their verb, so that no operation
 * performs them and no vocabulary synonym reads them as one ("file" = send feedback, "call" = a schedule's delivery):
 * a meeting or call with people ("set up a Zoom call with the design team"), a credit freeze or lock, a dispute of a
 * charge, a report or filing to an authority or a company ("file a police report", "report a gas leak to the utility").
 */
export const WITH_OTHERS = { meeting: 'meet', freeze: 'freeze', dispute: 'dispute', filing: 'lodge', message: 'correspond', errand: 'summon' } as const
/**
 * Work that is not data (s22/nf): solving or proving math, advice and opinions asked of the reader, playing a part,
 * commands to the caller's own git or database. Named by what they are so that no operation performs them.
 */
export const NOT_DATA = { math: 'solve', advice: 'advise', play: 'roleplay', git: 'git', sql: 'sql', records: 'records' } as const
/** Acts no operation performs, whatever intent the task also says: they keep no synonym and stay acts. */
export const UNSERVED: ReadonlySet<string> = new Set([...TRADES, ...Object.values(WITH_OTHERS), ...Object.values(NOT_DATA)])
/** A meeting's words, then "with" and who it is with. */
const MEETING = /\b(?:meetings?|meet|call|calls|zoom|skype|facetime|webex|teams|hangout|huddle|interviews?|appointments?|consultation|chat|one-on-one|1:1|standup|sync|check-?up|lunch|dinner|drinks|coffee|date|session|catch-?up|conference|get-together)\b(?:\s+[\w'-]+){0,4}?\s+with\s+(?!(?:my|our|the|a)\s+(?:\w+\s+)?(?:webhooks?|hooks?|urls?|endpoints?|agents?|bots?|workers?|servers?|apis?|scripts?|services?)\b)\S/i
/** The caller's software: a call or session with it is a schedule's delivery or a kept thing's ("a call to my webhook with the digest"). */
const SOFTWARE_NOUN = /\b(?:webhooks?|hooks?|urls?|endpoints?|https?:|agents?|bots?|workers?|servers?|apis?|scripts?|cron|callbacks?|topics?|queues?|locks?|dead[- ]letters?|dlqs?)\b/i
/** A visit to a person who serves the caller, with or without "with" ("schedule a dentist cleaning next Tuesday"). */
const APPOINTMENT = /\b(?:dentist|dental|doctor|dr\.?|physician|pediatrician|dermatologist|therapist|therapy|physio|chiropractor|optometrist|haircut|barber|salon|massage|manicure|pedicure|vet|groomer|tutor|checkup|check-up)\b/i
/** Verbs that arrange one. */
const ARRANGE = /^(?:set up|setup|schedule|book|arrange|organi[sz]e|plan|host|hop on|jump on|get|put|add|line up|pencil in|grab|block|reschedule|move|cancel|make|set|hold|start|join|have|do|create|send|invite)\b/i
/** A message to a person in the caller's life ("remind my roommate to pay the rent", "text my sister the address"), not to the caller. */
const REMIND = /^(?:remind|text|call|email|e-mail|message|ping|tell|ask|phone|ring)\s+(?:my|our)\s+(?:roommates?|mom|mother|dad|father|wife|husband|partner|boss|manager|sister|brother|son|daughter|kids?|children|friends?|team|teammates?|coworkers?|colleagues?|landlord|tenants?|neighbou?rs?|grandma|grandpa|grandparents|aunt|uncle|cousin|boyfriend|girlfriend|family|parents?|doctor|dentist|accountant|lawyer|assistant|clients?|wife's|husband's)\b/i
/** A freeze, lock or alert on the caller's credit or identity. */
const CREDIT = /^(?:lock|unlock|freeze|unfreeze|thaw|lift|remove|place|put|add|set)\b.*\b(?:credit|fraud alert|security freeze|ssn|social security)\b/i
/** A dispute of a charge, fee, bill or decision. */
const DISPUTE = /^(?:dispute|contest|challenge|fight|appeal)\s+(?:a|an|the|my|our|this|that)\b/i
/** A report or filing, unless it goes to the service's operators (a bug, a feature, feedback: feedback.send). */
const FILING = /^(?:report|file|submit|lodge)\s+(?:(?:a|an|the|my|our|this|that|for)\b|.*\bto\s+(?:the|my|our|a|[A-Z\d]))/i
const TO_OPERATORS = /\b(?:bugs?|features?|feedback|operators?|maintainers?|endpoints?|api|apis|service|docs|documentation|typo|suggestion|this host)\b/i

/**
 * A message sent to people (s22/nf): an SMS, an email, a letter, a card or flowers ("send an SMS blast to our customer
 * list"); "send" alone is feedback.send's act, and a message to the caller's queue or topic is the service's. s29/nfid: a message
 * named by its app ("a WhatsApp message") is one too; "send a message to all subscribers" is pubsub's.
 */
const MESSAGE = /^(?:send|write|draft|compose|shoot|fire off|blast out)\s+(?:(?:a|an|the|my|our|this|that|some)\s+)?(?:(?:[\w'-]+\s+)?(?:sms|text messages?|(?:friend|connection|follow) requests?|emails?|e-mails?|letters?|faxes|cards?|postcards?|invitations?|invites?|newsletters?|flowers|gifts?|thank-you notes?|dms?)|(?:quick\s+)?texts?|(?!(?:a|an|the|my|our|this|that|some)\s)[\w'-]+\s+messages?)\b/i

/** Math to work out: an equation or a proof, a primality or counting question ("solve 3x + 7 = 22", "is 7919 a prime number"). */
const MATH = /^(?:solve|simplify|integrate|differentiate|factori[sz]e|prove|disprove)\b|^(?:factor|derive) (?:the |this )?(?:polynomial|expression|equation|formula|integral|derivative|quadratic)\b|^is \d+ (?:a )?prime\b|^how many ways (?:to|can|are there)\b|\d\s*[a-z]?\s*[-+*/^]\s*\d*\s*[a-z]?\s*=\s*-?\d/i
/** Advice or an opinion asked of the reader, or a part to play ("should I quit my job", "help me choose between two offers"). */
const ADVICE = /^(?:should (?:i|we) (?:quit|leave|marry|divorce|break up|propose|date|forgive|confront|accept|take the|move out|go back|stay)\b|(?:choose|decide|pick) between\b|make me (?:laugh|smile|feel)\b|cheer me up\b|who (?:would )?wins? (?:in )?a fight\b)/i
const PLAY = /^(?:roleplay|role-play|pretend (?:to be|you are|you're)|act as (?:a|an|my)|imagine you(?:'re| are))\b/i
/** A command to the caller's git or database ("git rebase my branch", "drop the users table"). */
const GIT = /^git (?:rebase|push|pull|merge|commit|checkout|reset|revert|stash|cherry-pick|squash|amend|add|rm|tag)\b|^(?:squash|amend|cherry-pick) (?:my|the|these|those|last|\d)|^(?:push|fork|clone|force-push)\b(?=.*\b(?:commits?|branch(?:es)?|repos?|repository|origin|upstream|main|master|hotfix|changes)\b)/i
const SQL = /^(?:drop|truncate|alter|vacuum|reindex) (?:the |a |an |my |our )?(?:[\w.]+ )?(?:table|database|db|index|column|schema|collection)\b/i

/**
 * The caller's own records, which a bank, a school, a doctor, a mailbox or an agency holds, not public data (s29/nfid):
 * "show my bank statement", "read my unread emails", "the status of my passport application". A patent's or trademark's
 * application is public (patents, trademark status), and an e-mail checked for a breach or its domain's records is not a mailbox read.
 */
const PRIVATE = /\b(?:my|our)\s+(?:own\s+)?(?:[\w'-]+\s+){0,2}(?:(?:medical|health|criminal|school|dental|tax|bank|phone|employment|vaccination|immunization) records?|(?:bank|credit card|card|account|brokerage|billing) statements?|inbox|unread (?:e-?mails?|messages?|texts?)|dms|direct messages|voicemails?|grades|report cards?|lab results|test results|pay ?stubs?|payslips?)\b|\bstatus of (?:my|our) (?:[\w'-]+\s+){0,3}(?:application|claim|refund|order|request)\b/i
/** The caller's account at a company named by its brand ("my Chase checking account", "my Capital One card", "my Netflix password"). */
const PRIVATE_ACCOUNT = /\b(?:[Mm]y|[Oo]ur)\s+(?:[A-Z][\w&'-]*\s+){1,3}(?:[a-z-]+\s+){0,2}(?:accounts?|cards?|balance|passwords?|subscriptions?|membership|points|miles|rewards)\b/
const PRIVATE_EXCEPT = /\b(?:patent|trademark|breach(?:es|ed)?|pwned|leak(?:s|ed)?|dns|mx|spf|dmarc|dkim|deliverab\w*|valid\w*|domain)\b/i

/** The work that is not data a query asks for (NOT_DATA), if any. */
function notData(stripped: string): string | undefined {
  if (MATH.test(stripped)) return NOT_DATA.math
  if (ADVICE.test(stripped)) return NOT_DATA.advice
  if (PLAY.test(stripped)) return NOT_DATA.play
  if (GIT.test(stripped)) return NOT_DATA.git
  if (SQL.test(stripped)) return NOT_DATA.sql
  if ((PRIVATE.test(stripped) || PRIVATE_ACCOUNT.test(stripped)) && !PRIVATE_EXCEPT.test(stripped)) return NOT_DATA.records
  return undefined
}

/**
 * Someone sent for to do a job ("get me a plumber for a leaking pipe") or told to do one ("have a pharmacy refill my
 * prescription"); "find me a plumber licensed in Texas" asks for a license lookup and is not one.
 */
const ERRAND = /^(?:get|send) me an? (?:plumber|electrician|handyman|locksmith|cleaner|babysitter|nanny|mechanic|roofer|painter|movers?|exterminator|gardener|landscaper|dog walker|taxi|cab|ride|tow truck)\b|^have (?:a|an|the|my) [\w-]+ (?:refill|deliver|pick up|fix|repair|bring|install|clean|mow|send|call)\b/i

/**
 * A machine of the caller's home or car started, stopped or set (s29/nfid): "start the dishwasher at midnight", "pre-heat
 * my car"; no operation drives a device. Named by its class: appliances, the car, heating and cooling, lights, locks of doors.
 */
const DEVICE = /^(?:start|stop|run|pause|resume|preheat|pre-heat|warm up|cool down|unlock|lock|open|close|dim|brighten|fly|drive|park)\s+(?:up\s+)?(?:the|my|our)\s+(?:[\w'-]+\s+)?(?:dishwasher|washer|washing machine|dryer|oven|stove|microwave|vacuum|roomba|car|engine|truck|heater|heating|furnace|a\/?c|air conditioner|air conditioning|thermostat|fan|kettle|coffee maker|sprinklers?|lights?|lamp|garage door|front door|door|blinds|curtains|tv|television|speaker|fireplace|hot tub|pool pump|drone)\b/i
/** Seats, tickets, a table or a room got for the caller ("get me two tickets to the game"): bought or reserved elsewhere. */
const GET_ME = /^(?:get|grab|find|score|snag) (?:me|us) (?:(?:a|an|some|\d+|two|three|four|five|six|a couple of|a pair of)\s+)?(?:[\w'-]+\s+)?(?:tickets?|seats?|table|tables|room|rooms|ride|reservation|spot at|spot in)\b|^get (?:me|us) an? (?:[\w'-]+\s+)?(?:loan|mortgage|credit card|line of credit|insurance policy)\b|^(?:get|request) (?:me |us )?(?:a|an) (?:[\w'-]+\s+){0,2}quotes? (?:for|to|on) (?:a|an|my|the|our)\b/i
/** Something offered for sale or rent on a marketplace ("list my bike for sale"). */
const LISTING = /^(?:list|post|put)\s+(?:my|our|the|this|these|a)\b.*\bfor (?:sale|rent|auction|sublet)\b/i

/** The act with people or a third party a query asks for (WITH_OTHERS), if any. */
function withOthers(stripped: string): string | undefined {
  if (ARRANGE.test(stripped) && (MEETING.test(stripped) || APPOINTMENT.test(stripped)) && !SOFTWARE_NOUN.test(stripped)) return WITH_OTHERS.meeting
  if (REMIND.test(stripped) && !SOFTWARE_NOUN.test(stripped)) return WITH_OTHERS.meeting
  if (CREDIT.test(stripped)) return WITH_OTHERS.freeze
  if (DISPUTE.test(stripped)) return WITH_OTHERS.dispute
  if (FILING.test(stripped) && !TO_OPERATORS.test(stripped)) return WITH_OTHERS.filing
  if (MESSAGE.test(stripped) && !TO_OPERATORS.test(stripped) && !SOFTWARE_NOUN.test(stripped)) return WITH_OTHERS.message
  if (ERRAND.test(stripped)) return WITH_OTHERS.errand
  if (DEVICE.test(stripped) || GET_ME.test(stripped) || LISTING.test(stripped)) return WITH_OTHERS.errand
  return undefined
}
/** Verbs that move money when an amount follows: "send 0.05 BTC", "pull 200 dollars out of the ATM". */
const MOVES_MONEY = new Set('send give move put pull take load add get'.split(' '))
const AMOUNT = /^(?:[$€£]\s?\d[\d,.]*k?|\d[\d,.]*\s?k?\s*(?:dollars?|bucks|usd|euros?|eur|pounds?|quid|gbp|yen|btc|bitcoins?|eth|ether|sol|usdc|usdt|dai|sats)\b)/i
/** Verbs that ask for an act when an object follows ("book a table", not "book reviews"). */
const ACTS_WITH_OBJECT = new Set(
  ('book order post play call text email message open close file create charge rate sign add feed vote ask schedule move water set write split change record archive leave accept block follow unfollow restart reset share update put place hail pause ring phone dial mail gift ping '
    // s25/nfid: things made or changed for the caller ("design a logo", "dub this video", "bump the version").
    + 'design compose dub bump').split(' '),
)
/** What a hold's time is called: bumping it extends the hold (lock.renew), an act an operation performs. */
const HOLD_TIME = /\b(?:ttl|lease|expiry|expiration|timeout|hold|guard|lock)s?\b/i
/** Verbs that ask for an act with a particle: "top up my phone", "back up my laptop", "check me in". */
// s29/nfid: money taken out of an account or a win ("cash out my 401k").
const PHRASAL_ACT = /^(?:(top|back|warm|clean|pick|fill|hook|settle) up|(check) (?:(?:me|us|him|her|them) )?in|(cash) out|(lock) in (?:a|an|my|the|our|this) (?:[\w-]+ ){0,3}(?:rate|price|deal|fare|quote)s?)\b/
/** Something bought, sent back ("return the shoes I ordered"); "return the top 5 stories" asks what an operation answers. */
const RETURN_PURCHASE = /^return (?:the|my|this|these|those|a|an)\b.*\b(?:(?:i|we) (?:ordered|bought|purchased|got)|packages?|parcels?|rentals?|library books?|for (?:a )?(?:refund|exchange|store credit))\b/i
/** Verbs said of people, an act when a name follows. */
const PEOPLE_ACTS = new Set('follow unfollow invite tag dm text email message call'.split(' '))
/**
 * Voting and registering said with a particle ("vote for my favorite contestant", "register for the Boston marathon",
 * "register my kids for summer camp"): acts in the caller's life, unless what is registered is the caller's
 * webhook or listener ("register my webhook as a subscriber": pubsub.subscribe).
 */
const ENROLLING = /^(vote) (?:for|in|on|early|absentee|by mail|yes|no|against|aye|nay)\b|^(?=register (?:for|to|with|my|our|a|an|the|me|us)\b(?!.*\b(?:webhooks?|hooks?|urls?|https?:|endpoints?|listeners?|subscribers?|topics?|channels?|callbacks?)\b))(register)\b/
// s29/nfid: a number said in words ("order three pizzas") and a quoted text ('post "back online" to ...') are objects too.
const OBJECT = /^(?:a|an|the|my|our|your|his|her|their|this|that|these|those|some|me|us|him|them|it|all|every|each|everyone|everybody|everything|new|off|on|up|\d[\d,.]*|\$\d[\d,.]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|fifty|hundred|dozen|half|both|["“'].*)$/
const OPENING = /^\s*(?:please\s+|(?:can|could|would|will) you\s+(?:please\s+)?|i (?:want|need|would like|'d like) (?:you )?to\s+|help me\s+|let'?s\s+|go (?:and\s+)?)+/i

/**
 * The act a query opens with, lowercase, or undefined when it opens otherwise. `unknownVerb` tells a
 * word English has that neither the catalog nor its vocabulary uses ("refill", "mute"): opening a task
 * with one before an object ("refill my prescription") asks for an act no operation performs.
 */
export function leadingAct(query: string, unknownVerb: (word: string) => boolean = () => false): string | undefined {
  const stripped = query.replace(OPENING, '')
  const [verb, next] = stripped.toLowerCase().split(/\s+/)
  if (!verb) return undefined
  const others = withOthers(stripped.trim()) ?? notData(stripped.trim())
  if (others !== undefined) return others
  // An amount of money after the verb makes it a payment ("send 0.05 BTC to this address"), whatever else the verb does.
  if (MOVES_MONEY.has(verb) && AMOUNT.test(stripped.trim().slice(verb.length).trim())) return 'transfer'
  if (ACTS.has(verb) || ((verb === 'turn' || verb === 'switch') && (next === 'on' || next === 'off'))) return verb
  // A generated verb said of the caller's software ("seed a job into my crawl queue") is the service's work, not an act in the world.
  if (isWorldlyVerb(verb) && next !== undefined && OBJECT.test(next) && !SOFTWARE_NOUN.test(stripped)) return verb
  if (next !== undefined && (OBJECT.test(next) || next === 'out') && /^[a-z]{3,}$/.test(verb) && unknownVerb(verb)) return verb
  // s29/nfid: something owed to the caller asked for ("claim my staking rewards"); "claim a message" is a queue's lease.
  if (verb === 'claim' && (next === 'my' || next === 'our') && !SOFTWARE_NOUN.test(stripped)) return verb
  // "follow Elon Musk", "invite Sarah and Tom": a person named after a verb said of people.
  if (PEOPLE_ACTS.has(verb) && /^\s*\S+\s+[A-Z][a-z]/.test(stripped)) return verb
  if (RETURN_PURCHASE.test(stripped)) return 'return'
  const enrolled = ENROLLING.exec(stripped.toLowerCase())
  if (enrolled) return enrolled[1] ?? enrolled[2]
  const phrasal = PHRASAL_ACT.exec(stripped.toLowerCase())
  if (phrasal) return phrasal[3] ? 'cash out' : `${phrasal[1] ?? phrasal[2] ?? phrasal[4]} ${phrasal[1] ? 'up' : 'in'}`
  if ((verb === 'log' || verb === 'sign') && next !== undefined && /^(?:in|into|on|up|out)$/.test(next)) return `${verb} ${next}`
  // "request a refund", "issue a refund": an act named as a noun after a verb that asks for it.
  const asked = /^\s*(?:request|issue|get|process|initiate) (?:a|an|my|the) (\w+)\b/i.exec(stripped)?.[1]?.toLowerCase()
  if (asked !== undefined && ACTS.has(asked)) return asked
  const made = /^\s*make (?:a|an|my|the) (?:\w+ )?(reservation|appointment|booking|payment|transfer|purchase|donation|deposit|call|order)\b/i.exec(stripped)
  if (made) return made[1]!.toLowerCase()
  // "set up a topic" is not "set the thermostat"; "bump the ttl on my lock" extends a hold, not a version.
  return ACTS_WITH_OBJECT.has(verb) && next !== undefined && OBJECT.test(next) && !(verb === 'set' && next === 'up') && !(verb === 'bump' && HOLD_TIME.test(stripped)) ? verb : undefined
}

/** The act an operation performs: its description's first word when that is a verb ("Deletes", "Sends"). */
export function actOf(description: string): string | undefined {
  const first = /^[A-Z][a-z]+s\b/.exec(description)?.[0]
  // s29/nfid: a plural noun opens some descriptions ("Entities registered to ...", "Tides at a station"): a preposition, or a
  // participle and a preposition, after it tells a noun, not an act ("register my boat" is not what "Entities" does). "of" is
  // left out: with it, "Releases of a GitHub repository" lost the lift that puts it first for "KUBERNETES releases".
  if (first === undefined || NOUN_OPENING.test(description)) return undefined
  return first.toLowerCase()
}
/** A plural noun opening a description, then what never follows a verb: a preposition, or a participle and a preposition ("Schedules signed webhook callbacks" is a verb). */
const NOUN_OPENING = /^[A-Z][a-z]+s,?\s+(?:(?:on|at|to|from|in|by|under|nearest)\b|[a-z]{3,}ed\s+(?:to|in|by|under|with|from|on|as|for|between|against|\()\s?)/

/** Whether a description's first word is the third person of an act: "deletes" of delete, "publishes" of publish. */
export function performs(described: string | undefined, act: string): boolean {
  if (described === undefined) return false
  return described === `${act}s` || described === `${act}es` || (act.endsWith('y') && described === `${act.slice(0, -1)}ies`)
}

