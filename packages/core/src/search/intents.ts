import type { Cue } from './recognise.ts'
import { DELIVERY, DELIVERY_TIME } from './times.ts'
import { compileNow } from './compile-now.ts'
import { JOB_NOUNS } from './jobs.ts'
import { placeWords } from './places.ts'

/**
 * What an agent wants done about its task, said in words the index never sees (they are stop
 * words, or the sentence around them): "let me know when" asks for a watcher, "every weekday at 9am"
 * for a schedule, "only one at a time" for a lock, "remember this" for a store. Each intent stands
 * for generic catalog words the plugins' vocabularies map to their operations.
 */
interface Intent {
  kind: string
  words: string
  pattern: RegExp
  /** The matched text is the intent's data ("every 15 minutes"), not words of the task to match. */
  consumes?: boolean
  /** Text that, when the task holds it, says the match is not this intent. */
  unless?: RegExp
  /** More catalog words read from the matched text itself. */
  also?: (matched: string) => string
  /** Text the task must also hold for the match to be this intent. */
  requires?: RegExp
  /** The task must also name a job ("crane operators", "a hygienist"): see jobs.ts. */
  job?: boolean
  /** The task must also name a place ("in Nairobi", "over in Lagos"): see places.ts. */
  place?: boolean
  /** An intent read before that says the match is not this one. */
  yields?: string
  /** Text the pattern cannot match without: a quick test before the slow pattern. */
  needs?: RegExp
}

/** The intent of a request to be told of a change: a watcher's. */
export const TOLD_OF = 'a request to be told of a change'

/** An intent says what kind of operation is wanted: it counts more than a word of the task. */
const INTENT = 2

const WHEN = String.raw`\b(?:when(?!\s+(?:did|was|were|is|are|does|do|will)\b)|if|whenever|once(?!\s*(?:$|[,.;]|(?:to|at|per|every|more|again|only|tomorrow|tonight|in|on|and|or|an? (?:day|week|month|hour|minute|year))\b))|as soon as|(?<!at )the (?:moment|instant)|each time|every time|should (?:the|it|they|any|its|their|a|an)(?= ))\b`
/**
 * The caller's software named by what it does, a noun made from a verb in -ize ("my summarizer", "our normalizer",
 * "my tokenizer"): one class of words rather than a list (s26/deva, from held-out-6's blind misses).
 */
const SOFTWARE_AGENT = String.raw`[a-z]{3,}i[sz]er`
/** Who is to be told: the caller, or its own software ("my server", "our agent"). */
const WHO = String.raw`(?:me|us|(?:my|our) (?:own )?(?:[\w'-]+ ){0,2}?(?:server|endpoint|url|app|backend|agent|bot|hook|webhook|service|system|worker|team|channel|pipeline|relay|ci|desk|listener|handler|notifier|dispatcher|responder|dashboard|tracker|checker|inbox|function|lambda|script|assistant|soc|noc|ops|on-call|oncall|callback|controller|automation|integration|hedger|firewall|daemon|bridge|consumer|router|runner|${SOFTWARE_AGENT})|https?:\/\/\S+)`
const TOLD = String.raw`\b(?:let ${WHO} know|tell ${WHO}|inform ${WHO}|(?:a |send (?:a |me )?)?(?:push|callback|notification|heads-up) (?:to|on|for) ${WHO}|ping (?:me|us)|notify (?:me|us)?|alert (?:me|us)?|warn (?:me|us)|wake (?:me|us|(?:my|our) (?:agent|bot|worker|service|server))(?: up)?|message (?:me|us)|text (?:me|us)|e-?mail (?:me|us)|remind (?:me|us)|heads up|call ?back|call (?:me|us) back|hit my webhook|post to my webhook|my webhook|page (?:me|us)|hook (?:me|us)|(?:ping|notify|tell|call|hit|post to|nudge|buzz|poke|ring|signal|page|alert|warn|wake|shout at|webhook|hook|fire|trigger|flag (?:it )?to) ${WHO}|(?:have|want|need|get) ${WHO} (?:told|pinged|notified|alerted|woken)|(?:pushed|sent|posted|forwarded|relayed|delivered|piped|streamed) (?:straight )?to (?:it|them|me|us|${WHO})|(?:should|must|to) (?:hit|ping|wake|notify|alert|call|reach|get to|land (?:in|on|at)|arrive (?:at|in)|flow (?:in)?to|go (?:straight )?to|come to|feed (?:in)?to|stream (?:in)?to|be (?:pushed|sent|posted|forwarded|relayed|streamed|piped) to|show up (?:in|on)) ${WHO}|send (?:me |us )?(?:a |an )?(?:post|webhook|callback|notification|ping|heads-up)\b(?! to (?:the|a|an)\b)|flag (?:it|them)(?= (?:if|when|whenever|once|as soon as)\b)|(?:and|then) say(?= (?:so )?(?:when|if|once|whenever|as soon as)\b)|(?:send|post|push|deliver|forward|relay|stream|route)(?: (?:it|them|this|that|each(?: one)?|word|a (?:notice|message|post|callback|webhook|ping)))? to ${WHO}|${WHO} (?:should|must|needs? to|wants? to|will) (?:hear|know|learn|get (?:them|it|told|pinged|notified)|be (?:told|pinged|notified|alerted|woken|poked|nudged|warned))|${WHO} (?:wants?|needs?|should get|must get) (?:a |an )?(?:post|callback|webhook|ping|notification|heads-up|nudge))\b`
/** A change the caller is to be told of, said before the request ("AMD under 120 ... fire my bot's hook", "a nameserver swap on x.com, tell me"); "New York" is a place, not a change. */
const CHANGE = String.raw`\b(?:above|below|under|beyond|past|over(?= \d)|cross(?:es|ing)?|breaks?|drops?|falls?|rises?|jump(?:s|ing)?|spikes?|flips?|swings?|moves?|changes?|shift(?:s|ing)?|swap|disappear(?:s|ing)?|revised|reassign(?:ed|ment)|delay(?:ed)?|cancel(?:led|ed)|new(?! (?:york|jersey|delhi|zealand|mexico|orleans|hampshire|england|haven|brunswick|caledonia|south wales|year)\b)|newly|fresh)\b`
/**
 * A delivery verb opening the task, what it carries, then the caller's software ("push severe weather warnings for my
 * warehouse to our ops endpoint", "relay newly published papers on X to my agent"): the things are to be sent as they
 * come, a watcher's. The object sits between the verb and "to", so TOLD's "push to my endpoint" never saw it; an object
 * said as a pronoun or with "the", "my", "this" ("forward the report to my agent") is one thing sent once, not a stream.
 */
const DELIVERED_TO = String.raw`^\s*(?:please\s+)?(?:push|forward|relay|stream|pipe) (?!(?:it|them|this|that|the|my|our)\b)[\w'-]+(?: [\w'-]+){0,7}? to ${WHO}`
/** Words one of which every request to be told (TOLD) holds. */
/** Checking on an interval whether something happened ("check every 10 minutes whether AAPL crossed 200"): the interval is a watcher's, not a time to run at. */
const POLLING = String.raw`\b(?:check|poll|look|see)(?:s|ing)?\b[^.?!]{0,40}\b(?:every|each)\b[^.?!]*?\b(?:whether|if)\b`
/** A file's name or path with a common extension ("clips/intro.mp3", "backup-2026-10.tar.gz"); its dots are read as INNER_DOT leaves them. */
const FILE_NAME = String.raw`[\w./\u2024-]*\w[.\u2024](?:pdf|png|jpe?g|gif|webp|svg|mp3|wav|m4a|ogg|flac|mp4|mov|webm|zip|tar[.\u2024]gz|tgz|gz|csv|tsv|json|ndjson|txt|md|docx?|xlsx?|pptx?|bin|parquet|sqlite|db)\b`
const TOLD_WORDS = /\b(?:flag|say|fire|trigger|have|pushed|sent|posted|forwarded|relayed|delivered|piped|streamed|should|must|let|tell|inform|push|callback|call|notification|heads|ping|notify|alert|warn|wake|message|text|e-?mail|remind|hit|post|webhook|page|hook|nudge|buzz|poke|ring|signal|shout|send|deliver|forward|relay|stream|route|reach|get|land|arrive|hear|know|learn|wants?|needs?|told|pinged|notified|alerted|woken|poked|nudged|warned)\b/i
const UNIT = '(?:day|weekday|weekend|morning|afternoon|evening|night|hour|minute|second|week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday|quarter)s?'
/** Each, every or any of what changes, not of a time ("every significant tremor", not "every weekday" or "every 10 minutes"). */
const EACH = String.raw`\b(?:each|every|any)\b(?! (?:other |single )?(?:\d+ |few |couple of |two |three |four |five |six |ten |twelve |fifteen |twenty |thirty )?${UNIT}\b)`

/**
 * A language named as where a text should end up, in the languages of the dictionaries: "into German",
 * "al español", "ins Englische", "на английский", "İngilizceye", "英語に", "翻译成英文". A language named
 * as where something is ("news in German") is not one.
 */
const TARGET_LANGUAGE = new RegExp(
  [
    String.raw`\b(?:to|into)\s+(?:plain\s+|simple\s+)?(?:english|spanish|french|german|italian|portuguese|russian|japanese|chinese|mandarin|korean|arabic|hindi|turkish|dutch|polish|greek|swedish|vietnamese|indonesian|hebrew|persian|ukrainian)\b`,
    String.raw`\b(?:al|a)\s+(?:ingl[eé]s|espa[nñ]ol|castellano|franc[eé]s|alem[aá]n|italiano|portugu[eé]s|ruso|japon[eé]s|chino|coreano|[aá]rabe)\b`,
    String.raw`\b(?:en|vers l'|vers le)\s*(?:anglais|espagnol|allemand|italien|portugais|russe|japonais|chinois|arabe|n[eé]erlandais)\b`,
    String.raw`\b(?:ins|auf)\s+(?:Englische|Deutsche|Französische|Spanische|Italienische|Englisch|Deutsch|Französisch|Spanisch|Italienisch|Russisch|Japanisch|Chinesisch)\b`,
    String.raw`\b(?:para o|pro|ao)\s+(?:ingl[eê]s|espanhol|franc[eê]s|alem[aã]o|italiano|russo|japon[eê]s|chin[eê]s)\b`,
    String.raw`\b(?:in|all')\s*(?:inglese|spagnolo|francese|tedesco|russo|giapponese|cinese|portoghese)\b`,
    String.raw`на\s+(?:английский|русский|французский|немецкий|испанский|китайский|японский|итальянский)`,
    String.raw`(?:İngilizce|Türkçe|Almanca|Fransızca|İspanyolca|Rusça|Japonca|Çince|Arapça)'?(?:ye|ya)(?![\p{L}])`,
    '(?:英語|日本語|中国語|フランス語|ドイツ語|スペイン語|韓国語)に',
    '成(?:英文|英语|中文|日文|日语|法语|德语|西班牙语)',
    String.raw`إلى\s+(?:الإنجليزية|الإنكليزية|الفرنسية|العربية|الألمانية|الإسبانية)`,
    String.raw`(?:अंग्रेज़ी|अंग्रेजी|हिंदी|हिन्दी)\s*में\s*(?:अनुवाद|बदल)`,
  ].join('|'),
  'iu',
)

/**
 * What a job brings in, said with a pay word and no catalog word for wages ("what do crane operators bring
 * in a year", "would I take home more as a hygienist"): read only when the task also names a job.
 */
const PAY = /\b(?:earn(?:s|ed|ing)?|salar(?:y|ies)|wages?|paychecks?|(?:gets?|getting|got|are|is|be|being|well|badly|best|better|highest|lowest|poorly) paid|(?:the|their|his|her|average|typical|median|starting|hourly|annual|yearly|base) pay|makes? (?:a|an|per|in|each|every) (?:year|hour|month|week)|bring(?:s|ing)? (?:in|home)|takes? home|take-home|pull(?:s|ing)? in|rake(?:s|ing)? in|(?:a|decent|good) living|(?:what|how much(?: money)?) (?:do|does|did|would|could|can|will) [^?.!]{1,40}? make|(?:what|how much) (?:do|does|did|would|could|can|will) [^?.!]{1,40}? pay(?=\s*(?:[?.!,]|$|(?:in|at|per|a|an|each|every|hourly|annually|yearly)\b)))\b/i
/** A capitalised name after "in", "at" or "for" ("in Ushuaia"), when the place list does not hold it. */
const NAMED_PLACE = /\b(?:in|at|for|to) (?:the )?\p{Lu}\p{Ll}+/u
let jobs: ReadonlySet<string> | undefined
/** Whether a text names a job: one of its words, singular or plural, is a WordNet job noun. */
function namesJob(text: string): boolean {
  jobs ??= new Set(JOB_NOUNS.split(' '))
  for (const raw of text.toLowerCase().match(/[a-z]+(?:'s)?/g) ?? []) {
    const word = raw.replace(/'s$/, '')
    if (jobs.has(word) || (word.endsWith('s') && jobs.has(word.slice(0, -1))) || (word.endsWith('ies') && jobs.has(`${word.slice(0, -3)}y`))) return true
  }
  return false
}

/** An amount of money: "$9,000", "52k", "45 cents", "a nickel", "a dollar". */
const MONEY = String.raw`(?:\$\s?\d[\d,.]*k?\b|\b\d[\d,.]*\s?(?:k|dollars|bucks|cents)\b|\ba (?:nickel|dime|penny|quarter|buck|dollar)\b)`
/**
 * A time "since" starts from ("since March 1", "since Friday", "since my last check"), not an event ("since it
 * came out": what changed in a CVE's record since it came out is that record's history, not a digest).
 */
const SINCE_TIME = String.raw`(?:yesterday|today|this|last|the (?:last|start|beginning|weekend|first|\d{1,2}(?:st|nd|rd|th))|(?:my|our|we|i|you) last|earlier|noon|midnight|\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)`

/** A past year an amount was of ("in 1962", "back in 1980", "since 2015"). */
const PAST_YEAR = String.raw`(?:in|from|of|back in|since|around) (?:1[89]\d\d|20[01]\d)`
/** Prices said to rise: "prices going up", "groceries getting more expensive", "things costing more". */
const RISING = /\b(?:prices?|costs?|things|groceries|everything|stuff|food)\b[^.?!]{0,40}?\b(?:going up|go up|gone up|went up|rising|rise|rose|climb(?:ing|ed)?|increas(?:e|es|ed|ing)|more expensive|costing more|cost more|jump(?:ing|ed)?|will do)\b|\b(?:getting more expensive|costing more|rising prices|price (?:rises|hikes))\b/i

/** The intent of a standing job of the caller's to end: a watcher's or a schedule's cancel. */
export const ENDED = 'a standing job of the caller\'s to end'
/** What a watcher does for the caller, said as a noun or an -ing form ("the notifications", "that tracking", "my notifier"); not tracking junk in a link. */
const WATCHING_JOB = `(?:tracking(?! (?:params?|parameters|junk|codes?|cookies|pixels?|numbers?|ids?|info|stuff|tags?|bits|links?|data|scripts?|urls?))|watching|monitoring|polling|notifications?|alerts?|pings|pinging|notifier|monitor|tracker|poller|watch(?:er)?|tripwire|heads-ups?)`
/** What a schedule does for the caller ("the nightly cleanup trigger", "the twice-daily callback", "the Monday wake-up calls"). */
const TIMED_JOB = String.raw`(?:triggers?|callbacks?|cron(?: jobs?)?|timers?|reminders?|wake-?ups?(?: calls?)?|(?:nightly|daily|hourly|weekly|monthly|twice-daily|recurring|scheduled|timed|\d+-(?:second|minute|hour|day|week)) (?:[\w-]+ )?(?:pings?|calls?|runs?|jobs?|posts?|hits?))`
/** Ending it: a verb before it, or words after it that say it is no longer wanted. */
/**
 * Ending said with a verb whose particle follows its object ("switch the price tracker off", "shut the DNS watcher down"),
 * or with a verb of retiring a thing from service (retire, decommission, deactivate, disable, switch off): s26/deva, from
 * the blind misses "retire the stock watcher ..." and "shut that alert down for good".
 */
const END_SPLIT = String.raw`(?:shut|turn|switch|close|wind)(?=(?:\s+[\w'.-]+){1,5}?\s+(?:down|off)\b)|retire|decommission|deactivate|disable`
const END_VERB = String.raw`(?:(?<!\b(?:a|the|bus|next|last|pit|full|truck) )stop|${END_SPLIT}|end(?= (?:that|this|the|my|our|those|these)\b)|cancel|kill|axe|ditch|scrap|halt|nix|pause|mute|silence|turn off|switch off|shut off|shut down|get rid of|tear down|do away with|done with|finished with|(?:no longer|don'?t|do not) (?:need|want|care about)(?= (?:the|that|this|those|these|my|our|any)\b))`
const NO_LONGER = `(?:can go(?: away)?|(?:shut|turn|switch) (?:it|them) (?:down|off)|(?:must|should) (?:not|never) (?:fire|run|go off|poll|ping|call|hit)|(?:mustn'?t|shouldn'?t) (?:fire|run|go off)|(?:is|are) (?:just )?noise|(?:is|are|'s|'re) (?:no longer (?:needed|wanted|useful)|not needed|redundant|obsolete|pointless)|no longer (?:needed|wanted))`

const INTENTS: Intent[] = [
  {
    // A watcher or schedule of the caller's to end ("stop polling for that stock", "I'm done tracking Microsoft news",
    // "the nightly cleanup trigger is no longer needed; get rid of it"): its cancel, not a new one of its kind.
    kind: ENDED,
    words: 'cancel',
    pattern: new RegExp(String.raw`\b${END_VERB}\s+(?:[\w'-]+\s+){0,4}?${WATCHING_JOB}\b|\b${END_VERB}\s+(?:[\w'-]+\s+){0,4}?${TIMED_JOB}\b|\b(?:i'?m|we'?re|i am|we are) (?:done|finished|through) (?:with )?(?:tracking|watching|monitoring|polling)\b|\b(?:${WATCHING_JOB}|${TIMED_JOB})\b[^.?!;]{0,60}?${NO_LONGER}`, 'i'),
    // Keeping two runs apart ("stop two cron workers from running the same export at once") is a lock's, not an end.
    // Nor is a task that asks to be told ("I don't want to keep watching the chart, ping me when it breaks 100"): a new watcher.
    unless: /\b(?:notify|tell|ping|alert|let|text|e-?mail|message|warn|wake|buzz|page) (?:me|us)\b|\b(?:whenever|as soon as|the moment|every time)\b|\b(?:when|if) (?!did|was|were|is|are|does|do)\w+|\b(?:stop|keep|prevent)\b[^.?!]{0,60}\bfrom (?:\w+ing|overlapping)\b|\b(?:overlap\w*|at once|at the same time|concurrent\w*|simultaneous\w*)\b/i,
    also: (matched) => (new RegExp(String.raw`\b${TIMED_JOB}\b`, 'i').test(matched) ? 'schedule' : new RegExp(String.raw`\b${WATCHING_JOB}\b`, 'i').test(matched) ? 'watcher' : ''),
  },
  {
    kind: 'a question about a line of work',
    words: 'occupation',
    pattern: /\b(?:(?:other |similar |related )?careers?|becom(?:e|es|ing) an?|(?:other )?lines? of work|what (?:does|do) an? [\w ]{2,30}? do|a day (?:as|in the life)|same skills|similar jobs?|jobs? like)\b/i,
    // Other careers, similar jobs, the same skills: the jobs related to one, not its profile.
    also: (matched) => (/\b(?:other|similar|related|same|like)\b/i.test(matched) ? 'related' : ''),
    job: true,
  },
  {
    kind: 'a question about what a job pays',
    words: 'wages',
    pattern: PAY,
    job: true,
  },
  {
    kind: TOLD_OF,
    words: 'watch',
    // Said with a request to be told (TOLD): tried only when the task holds one of its words (TOLD_WORDS), the pattern being slow.
    needs: TOLD_WORDS,
    pattern: new RegExp(String.raw`${TOLD}[^.?!]*${WHEN}|\b(?:warn|alert|notify|page) ${WHO} (?:about|of)\b|${CHANGE}[^.?!]*${TOLD}|${TOLD}[^.?!]*\b(?:changes|moves|crosses|breaks|drops|falls|rises|jumps|spikes|flips|swings|shifts)\b|${WHEN}[^.?!]*,\s*${TOLD}|${TOLD} (?:on|about|of|to) (?:any|every|each|all|new|fresh)\b|${TOLD}[^.?!]*\b(?:right away|straight away|immediately|as (?:it|they) happens?)\b|${EACH}[^.?!]*${TOLD}|${TOLD} (?:on|for|with) ${EACH}|\b(?:send|post|push|deliver|forward|relay|stream|route|pipe) (?:each|every|any|all)\b[^.?!]*? to ${WHO}|${DELIVERED_TO}`, 'i'),
  },
  {
    // What happens is the subject and the caller's software where it should land ("a 10-K from Microsoft should trigger my pipeline", "... let my backend hear it"); a time to run at is a schedule's.
    kind: TOLD_OF,
    words: 'watch',
    needs: /\b(?:should|must|needs?|has|ought|is|are|let)\b/i,
    unless: new RegExp(String.raw`\b(?:every|each) (?:other )?(?:\d+ )?${UNIT}\b|\bat \d{1,2}\b|\b(?:daily|weekly|nightly|hourly|tomorrow|tonight)\b`, 'i'),
    pattern: new RegExp(String.raw`\b(?:should|must|needs? to|has to|ought to|is to|are to) (?:reach|trigger|page|buzz|wake|ping|alert|notify|hit|call) ${WHO}|\blet ${WHO} hear\b`, 'i'),
  },
  {
    kind: TOLD_OF,
    words: 'watch',
    // Keeping track of what the caller's own software already did ("keep track of which URLs my crawler already visited") is a record to keep.
    unless: /\bkeep(?:s|ing)? track of (?:which|what|the)\b[^.?!]*\balready\b/i,
    pattern: /\b(?:whenever|as soon as|(?<!at )the moment|every time|each time)\b|\b(?:once|when) [\w.-]+(?: [\w.-]+){0,2} (?:publishes|releases|ships|files|posts|issues|announces|lists) (?:a |an )?(?:new|fresh)\b|\b(?:each|every|any) (?:new|fresh)\b[^.?!]*\b(?:hears?|learns?|notif|alert|webhook|callback|ping|tell|told|know)|\b(?:hears?|learns?|notif\w*|alert\w*|webhook|callback|ping\w*|tell|told|know)\b[^.?!]*\b(?:each|every|any) (?:new|fresh)\b|\bkeep (?:an eye|watching|track)\b|\b(?:goes|rises|falls|drops|crosses|moves) (?:above|below|under|over|past)\b|\bas (?:soon as )?(?:they|it|new ones?|they're|it's) (?:come out|comes out|happens?|appears?|arrives?|(?:is|are|gets?)? ?(?:published|posted|released|filed|listed|announced|issued)|breaks?|land|lands|shows? up)\b/i,
  },
  {
    kind: TOLD_OF,
    words: 'watch',
    needs: TOLD_WORDS,
    pattern: new RegExp(`${POLLING}[^.?!]*${TOLD}|${TOLD}[^.?!]*${POLLING}`, 'i'),
  },
  {
    kind: 'a time to run at',
    words: 'schedule cron',
    consumes: true,
    // The time of the caller's own doing ("when I leave work at 5:30", "if I tee off at 6pm") is what the question is about, not a time to run at.
    // Nor is the interval of a check whether something happened (POLLING): a watcher's; nor the time the caller's jobs run at when
    // only one of them may ("three pods each try the reconciliation at midnight; only one should win"): a lock's.
    unless: new RegExp(String.raw`^(?![\s\S]*\b(?:remind|ping|notify|send|post|call|hit|trigger|fire|wake|schedule|webhook|cron|run)\b)[\s\S]*\b(?:when|if|before|after|by the time|until|once) (?:i|we|i'm|we're|you|they|he|she|my \w+)\b[^.?!,]*\bat (?:\d|noon|midnight)|${POLLING}|^(?![\s\S]*\b(?:remind|ping|notify|send|post|call|hit|trigger|fire|wake|schedule|webhook)\b)[\s\S]*\b(?:only one|one at a time|at once|at the same time|simultaneous(?:ly)?|concurrent(?:ly)?|overlap\w*)\b`, 'i'),
    pattern: new RegExp(String.raw`\b(?:every|each)[ -](?:other |single )?(?:\d+[ -])?${UNIT}\b|\bat (?:\d{1,2}(?::\d{2})? ?(?:am|pm)|\d{1,2}:\d{2}|noon|midnight)\b|\b(?:on )?weekdays\b|\bhourly\b|\b(?:once|twice) (?:a|an|per|every) ${UNIT}\b|\bevery (?:two|three|four|five|six|ten|twelve|fifteen|twenty|thirty|few|couple of) ${UNIT}\b|\b(?:nightly|daily|weekly|monthly) (?:at|on)\b|\bin \d+ (?:minutes|hours|days)\b|\b(?:tomorrow|tonight) at\b|\bonce (?:tomorrow|tonight|at)\b`, 'i'),
  },
  {
    // Time words a delivery is said with ("remind my agent tomorrow morning", "in 45 seconds call my webhook"): see times.ts.
    kind: 'a time to run at',
    words: 'schedule cron',
    consumes: true,
    requires: DELIVERY,
    pattern: DELIVERY_TIME,
    // A time word in what the caller is to be told of ("the moment CPI prints its monthly number, ping me") is the change's, not a time to run at.
    yields: TOLD_OF,
  },
  {
    // A hold of the caller's given up ("drop my claim on invoice-batch", "let go of the deploy guard", "free the claim on reindex"):
    // a lock's release, said with the words agents name their locks by; not an insurance or a benefits claim.
    kind: 'a hold of the caller\'s to give up',
    words: 'lock release',
    pattern: /\b(?:drop|free|release|relinquish|surrender|let go of|give up|unlock)\b (?:my |our |the |this |that )?(?:[\w"'-]+ ){0,2}?(?:claim|hold|guard|mutex|lock|baton)\b/i,
    unless: /\b(?:insurance|insurer|flood|nfip|benefits?|unemployment|warranty|refund|tax|patent|trademark|land|mining|mineral|baggage|luggage|hair|grip|door|phone|screen|account|card)\b/i,
  },
  {
    // Whether a named lock is free or whose it is ("is the bulk-import lock currently taken", "who owns the billing lock"): no
    // operation reads a lock's holder; taking it answers whether the caller got it.
    kind: 'a question about who holds a lock',
    words: 'lock acquire',
    pattern: /\b(?:who|which \w+|anyone|someone|somebody) (?:currently |still )?(?:holds?|owns?|has|is holding) (?:the |my |our |that )?(?:[\w"'-]+ )?(?:lock|mutex)\b|\b(?:lock|mutex) (?:is |currently |still |already ){0,2}(?:taken|held|free|available|in use|locked)\b/i,
  },
  {
    kind: 'a need for one at a time',
    words: 'lock exclusive',
    // Who goes next once a hold is given up ("so the next agent can write") is not a lock to take.
    yields: 'a hold of the caller\'s to give up',
    pattern: /\b(?:only|just) (?:let |allow |run |have )?one\b|\b(?:sole|exclusive) (?:ownership|access|control|use|rights?|hold)\b|\b(?<!\b(?:drop|release|give up|hand back|end|let go of) (?:the |my |our )?)exclusivity\b|\bno (?:one|other (?:worker|process|agent|job|instance|replica|pod|server|copy)s?) (?:else )?(?:(?:can|may|should) )?(?:touch|use|run|take|write|edit|change)(?:e?s)?\b|\bat a time\b|\bat the same time\b|\bsimultaneous(?:ly)?\b|\bconcurrent(?:ly)?\b|\brace condition|\bmutual(?:ly)? exclusi|\b(?:two|2|three|3|four|many|multiple|several|both) (?:[\w-]+ )?(?:agents|workers|processes|instances|jobs|copies|payments|runs|servers|containers|pods|machines|nodes|threads|requests|replicas)\b[^.?!]*\b(?:same|once|together)\b|\bdouble[- ](?:run|process|charge|spend|booking)|\btwice\b|\b(?:never|not|don'?t|no|without) overlap|\boverlapping (?:runs|jobs|workers|executions)\b|\bfrom overlapping\b|\btake turns\b|\bso (?:the )?(?:other|remaining) (?:[\w-]+ )?(?:replicas|workers|instances|nodes|pods|copies|agents|processes|servers) (?:skip|wait|leave|back off|stay away|don'?t|won'?t)\b|\b(?:single|one) (?:runner|writer|leader)\b|\bleader election\b|\bserializ\w* (?:access|writes|runs|jobs)\b|\bso (?:that )?(?:the )?(?:next|other|another) (?:[\w-]+ )?(?:agents?|workers?|process(?:es)?|instances?|replicas?|jobs?|runs?) (?:can|may|gets?)\b/i,
  },
  {
    kind: 'a sum of money in a past year',
    words: 'inflation worth',
    pattern: new RegExp(String.raw`${MONEY}[^.?!]*\b${PAST_YEAR}\b|\b${PAST_YEAR}\b[^.?!]*${MONEY}`, 'i'),
  },
  {
    // Prices said to rise, in everyday words ("are groceries getting more expensive", "how fast are prices going up").
    kind: 'a question about rising prices',
    words: 'inflation',
    pattern: RISING,
    unless: /\b(?:gas|gasoline|diesel|fuel|oil|crude|bitcoin|btc|eth|ether|crypto|coin|token|stocks?|shares?|electricity|power|kwh|when|alert|notify|tell me|let me know|watch)\b/i,
  },
  {
    // The hour at a place ("what time is it over in Lagos", "current hour in Nairobi"): a time zone's local time, not
    // a time series ("over time") or a flight's times. The sun's, a tide's or a market's times are asked with their own word.
    kind: 'a question about the time of day at a place',
    words: 'timezone local time',
    place: true,
    pattern: /\bwhat (?:time|hour|day) is it\b|\b(?:current|local|exact) (?:time|hour)\b|\b(?:time|hour) (?:is it )?(?:right )?now\b|\bwhat(?: is|'s) the (?:time|hour|clock)\b|\bclock (?:showing|shows|says|reads)\b|\b(?:morning|night|day|evening|afternoon) or (?:night|day|morning|evening|afternoon)\b|\balready (?:tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i,
    unless: /\b(?:sun|sunrise|sunset|dark|light|tides?|markets?|exchange|open|opens|close|closes|flights?|lands?|departs?|arrives?|trains?|bus|game|kick ?off|starts?|remind|schedule|webhook|every)\b/i,
  },
  {
    // Whether it is a decent hour to reach someone far away ("can I ring her without waking her up", "call ... is it night there"): in
    // another language too, once read in English ("call ... now ... night").
    kind: 'a question about the time of day at a place',
    words: 'timezone local time',
    pattern: /\b(?:call|phone|ring|reach|text)\b[^.?!]*\b(?:night|midnight|asleep|sleeping|awake|waking|too late|too early|dawn|office hours|business hours)\b|\b(?:night|midnight|asleep|sleeping|wake (?:her|him|them|you|everyone|someone|somebody)|waking (?:her|him|them|you|everyone|someone|somebody)|too late|too early)\b[^.?!]*\b(?:call|phone|ring)\b/i,
    unless: /\b(?:remind|schedule|webhook|endpoint|agent|bot|cron|every|at \d|tonight at|watch|alert|notify)\b/i,
  },
  {
    // The money a country uses ("which money do they use in Thailand", "cash for a trip to Bangkok"; read in English: "money ... travel"):
    // a currency's record, not a rate or a conversion, which are asked with an amount or a rate.
    kind: 'a question about the money of a place',
    words: 'iso currency',
    pattern: /\b(?:money|cash|currency|currencies|notes|bills|coins)\b[^.?!]*\b(?:travel|trip|vacation|holiday|tourists?|visit)\b|\b(?:travel|trip|vacation|holiday|tourists?|visit)\b[^.?!]*\b(?:money|cash|currency|notes|bills|coins)\b/i,
    unless: /\b(?:convert|conversion|rates?|worth|how much|how many|exchange rate|budget|cost|costs|spend|\d)\b/i,
  },
  {
    kind: 'a question about the money of a place',
    words: 'iso currency',
    place: true,
    pattern: /\b(?:what|which|whose) (?:kind of )?(?:money|currency|cash|notes|bills|coins)\b|\bcurrency (?:of|in|do|does|is used|used)\b/i,
    unless: /\b(?:convert|conversion|rates?|worth|how much|how many|exchange rate|\d)\b/i,
  },
  {
    kind: 'a question about someone or something',
    words: 'encyclopedia summary entity',
    pattern: /^\s*(?:who|what) (?:was|is|were|are) (?:the )?(?:[A-Z][\w'.-]*\s*){1,4}\??\s*$/,
  },
  {
    kind: 'a language to put a text into',
    words: 'translate language',
    pattern: TARGET_LANGUAGE,
  },
  {
    // Where the caller's work stopped, kept to resume from ("I left off on page 37; save that so tomorrow's run resumes"): a
    // checkpoint, a small value under a key (the intent to keep it is read too).
    kind: 'a checkpoint to resume from',
    words: 'kv',
    pattern: /\b(?:left off|stopped at|checkpoint|cursor|offset|last processed|progress)\b[^.?!;]*?[.;,]?\s*\b(?:save|store|keep|remember|persist|stash|jot|note|record)\b|\b(?:save|store|keep|remember|persist|stash|jot|note|record)\b[^.?!]*\b(?:left off|stopped at|checkpoint|cursor|offset|last processed|progress)\b/i,
  },
  {
    // Recalled later by the caller's own software ("so the agent can recall it tomorrow"): a note to keep, and "recall" is
    // not a word of the task to match (it would find product and vehicle recalls).
    kind: 'something to keep for later',
    words: 'store',
    consumes: true,
    pattern: /\b(?:can|could|will|to) recall (?:it|this|that|them)\b/i,
  },
  {
    kind: 'something to keep for later',
    words: 'store',
    // Ending what was kept ("erase everything my bot remembered about user 9") is its delete, not a new note.
    unless: /\b(?:erase|delete|remove|forget|wipe|purge|scrap|trash|get rid of|throw away|drop)\b[^.?!]*\bremembered\b/i,
    pattern: /\bremember(?:ed)?\b|\b(?:jot|note) (?:down|that|this)\b|\b(?:in|for|by|during) (?:the|a|my|our|their|its) (?:next|later|future|following) (?:conversation|session|chat|run|visit)s?\b|\bresumes? from (?:there|where|that)\b|\bpick(?:s)? up where\b|\bmemori[sz]e\b|\bkeep(?:s|ing)? track of (?:which|what|the)\b[^.?!]*\balready\b|\bkeep (?:state|notes)\b|\bbetween (?:runs|sessions|calls|restarts)\b|\bfor (?:next time|later|future use)\b|\bacross (?:sessions|runs|restarts|conversations|calls|chats)\b|\bscratch ?pad\b|\bso (?:that )?(?:the |my |our )?(?:next|later|other|another) (?:run|process|session|agent|worker|call|step|instance|job)s? (?:can |could |will )?(?:read|find|pick|use|load|get)\b|\b(?:read|load) it back\b|\bpersist\b|\bsave (?:this|it|that)\b|\bkeep (?:this|it|a copy)\b/i,
  },
  {
    kind: 'a question about what one of the caller\'s own jobs did',
    words: 'status delivery log',
    // What the job watched or sends ("my gas price watcher") names it, not what to find: its kind would outrank its log.
    consumes: true,
    also: (matched) => (/\b(?:watcher|watches|monitor|alert|tripwire|tracker|tracking|watching|monitoring|notifier|eye on|wat_)/i.test(matched) ? 'watcher' : /\b(?:schedule|cron|timer|callback|wake-up|reminder|timed|recurring|trigger|sch_)/i.test(matched) ? 'schedule' : ''),
    // A watcher's or schedule's own past ("why hasn't my quake watcher called", "the latest reading my gas watcher got"): its log, not its kind.
    pattern: /\bhow (?:many times|often) (?:did|has|have) (?:my|our|the) (?:[\w-]+ ){0,3}(?:watcher|schedule|cron|callback|monitor|tracker|trigger|timer|tripwire)s?\b(?: (?:detect|see|spot|notice|catch|fire|run|call|ping|poll)(?:ed)?(?: (?:a |any )?changes?)?)?|\bstill (?:being )?kept an eye on\b|\bkeeps an eye on\b[^.?!]*\bstill (?:alive|running|on|going)\b|\b(?:my|our) (?:[\w-]+ ){0,3}tracker last (?:look|looked|check|checked|ran|polled)\b|\b(?:did|has|have|is|was|hasn'?t|haven'?t|didn'?t|isn'?t|wasn'?t) (?:my|our|the|last night's|yesterday's|this morning's|today's) (?:[\w-]+ ){0,3}(?:watcher|schedule|cron|callback|wake-up|job|trigger|timer|hook|ping|monitor|tripwire|alert|notifier|tracker|reminder|call)s?\b[^.?!]*\b(?:run|ran|fire|fired|firing|polling|delivered|deliver|called|sent|send|answer|answered|alive|erred|errored|error|error out|fail|failed|picked up|still|reach|go through|seen|observed|succeed|succeeded|work|worked|get a \d{3}|got a \d{3})\b|\b(?:what|which) (?:[\w-]+ ){0,3}(?:did|has|have) (?:my|our) (?:[\w-]+ ){0,3}(?:watcher|schedule|cron|monitor|tripwire)s? (?:[\w-]+ )?(?:sch_\w+ |w_\w+ )?(?:send|sent|get|got|see|seen|observe|observed|pick up|picked up|deliver|delivered|hit)\b|\b(?:did|has|have|is|was|hasn'?t|didn'?t|why did|why has|why is) (?:watcher |schedule |cron )?(?:wat|w|sch)_\w+ (?:[\w-]+ )?(?:run|ran|fire|fired|firing|poll|polled|polling|deliver|delivered|call|called|calling|send|sent|seen|observed|stop|stopped|still|alive|erred|errored|fail|failed)\b|\b(?:watchers?|schedules?|cron(?: jobs?)?|timers?|monitors?) (?:that )?(?:i|we|my [\w-]+) (?:have |'ve |has )?(?:set up|created|made|registered|got running)\b|\b(?:latest|last) (?:reading|observation|check|delivery|value) (?:my|our|the) (?:[\w-]+ ){0,3}(?:watcher|schedule|cron)\b|\b(?:when|what time) (?:does|will|is) (?:my|our|the) (?:[\w-]+ ){0,2}(?:cron|schedule|callback|watcher|timer|trigger|reminder|wake-up) (?:fire|run|poll|go off|due)\b|\b(?:what|which)\b[^.?!]{0,30}\b(?:am i|are we) (?:still )?(?:tracking|watching|monitoring|keeping an eye on)\b|\b(?:list|show|which|what|see)\b[^.?!]{0,40}\b(?:callbacks|watches|watchers|alerts|pings|triggers|crons|timers|monitors|trackers|reminders|wake-ups)\b (?:that )?(?:i|we)(?:'ve| have| had)? (?:set up|created|made|registered|scheduled|configured)\b|\b(?:all|every one of|each of) (?:my|our) (?:active |running |current |live )?(?:watches|watchers|alerts|monitors|trackers|callbacks|timers|triggers|crons|cron jobs)\b|\b(?:checks|errors|deliveries|delivery log) of (?:my|our|the) (?:[\w-]+ ){0,2}(?:watcher|schedule|cron|monitor|tripwire)\b/i,
  },
  {
    // The caller's standing jobs listed ("list my cron callbacks", "show all my watchers"): the status without an id. Their
    // own words stay to match (not consumed): "watchers" tells which kind's status.
    kind: 'a question about what one of the caller\'s own jobs did',
    words: 'status',
    also: (matched) => (/\b(?:watch|monitor|tracker)/i.test(matched) ? 'watcher' : 'schedule'),
    pattern: /\b(?:list|show|enumerate)(?: me)? (?:all )?(?:of )?(?:my|our|the) (?:[\w-]+ ){0,2}(?:callbacks|schedules|crons|cron jobs|timers|triggers|reminders|watchers|watches|monitors|trackers|recurring jobs|scheduled jobs)\b(?! (?:for|about|on|of) )/i,
  },
  {
    // A past form names an earlier act: "what did I store", "the value my crawler jotted down" ask to read it back, not to store again.
    kind: 'a question about what the caller stored earlier',
    words: 'read stored',
    consumes: true,
    unless: /\b(?:delete|remove|forget|wipe|erase|drop|throw away|purge|clear|list|show me (?:all|every)|how many|how much|search|query|nearest|closest|similar|watch|watcher|schedule)\b/i,
    pattern: /\bwhat (?:(?:value|values|data|note|notes|text|string|setting|settings|state) )?(?:did|have|had) (?:i|we|(?:my|our) [\w-]+(?: [\w-]+)?) (?:just |already |last )?(?:save|store|write|put|stash|upload|keep|jot|record|cache)\b|\b(?:i|we|(?:my|our) [\w-]+) (?:had |have )?(?:saved|stored|stashed|put away|jotted(?: down)?|wrote|written|uploaded|kept|cached)\b/i,
  },
  {
    // A file the caller keeps, named by its path ("trash clips/intro.mp3", "stow this export as data/customers.csv"): a blob of
    // theirs, not what the file holds (audio, a receipt, a CSV). Not what is done to its content (transcribe, OCR, summarize).
    kind: 'a file the caller keeps',
    words: 'blob',
    pattern: new RegExp(String.raw`\b(?:as|under|called|named) ${FILE_NAME}|\b(?:delete|remove|trash|erase|drop|toss|purge|download|fetch|retrieve|pull|stash|stow|park|archive|upload)\b[^.?!]{0,40}?${FILE_NAME}`, 'i'),
    unless: /\b(?:transcribe|transcript|ocr|describe|summari[sz]e|translate|convert|compress|resize|extract|parse|validate|scan (?:it|this)|read the text)\b/i,
  },
  {
    // How much the caller keeps against the cap ("am I near my storage cap", "how many bytes am I keeping in blobs and docs",
    // "running out of room for the things I've kept"): the usage, not one of the stores. A phone's or a laptop's is not theirs here.
    kind: 'a question about how much the caller keeps',
    words: 'usage quota',
    consumes: true,
    pattern: /\bhow (?:many bytes|much (?:space|room|storage))\b|\brun(?:ning|s)? out of (?:room|space|storage)\b|\b(?:near|close to|hit|hitting|reach|reached|over|under) (?:my|our|the) (?:storage )?(?:cap|quota|limit)\b|\bstorage (?:cap|quota)\b/i,
    requires: /\b(?:i|i'm|my|me|we|our|us)\b[^.?!]*\b(?:kept|keep|keeping|stored|store|storing|saved|blobs?|docs|documents|collections?|kv|keys|vectors|cap|quota|storage)\b/i,
    unless: /\b(?:phone|iphone|laptop|disk|hard drive|ssd|icloud|google drive|dropbox|inbox|mailbox|car|trunk|fridge|closet|garage|data plan|bandwidth|rate limit)\b/i,
  },
  {
    // Whether the caller's software already did something, checked against what it marked ("check if I've already processed
    // event e_991"): a value read back from its key-value store, the usual place for such marks (idempotency keys).
    kind: 'a check of a mark the caller left',
    words: 'kv read',
    pattern: /\b(?:check|see|know|tell|find out|whether|if)\b[^.?!]{0,12}\b(?:i'?ve|i have|we'?ve|we have|i|we|(?:my|our) [\w-]+ (?:has|have|had)?) already (?:processed|seen|handled|sent|done|run|imported|consumed|charged|paid|delivered)\b/i,
  },
  {
    kind: 'a question about what the caller keeps',
    words: 'list',
    pattern: /\bwhat (?:[\w-]+ )?(?:blobs|files|keys|documents) (?:do|have|did) (?:i|we)\b|\b(?:show|list|enumerate) (?:me )?(?:my|our|all|every|the) (?:[\w-]+ ){0,2}(?:files|blobs|keys)\b[^.?!]*\b(?:uploaded|stored|saved|sizes?|store)\b/i,
  },
  {
    // Records the caller keeps, picked by a field's value ("my orders collection ... total over 100", "saved notes whose score is above 80"),
    // by a filter's operator ("amount >= 1000"), by a tag ("my stored tasks are tagged urgent") or sorted ("where priority is greater than 3 sorted by date").
    kind: 'a search of the caller\'s records by a condition',
    words: 'documents collection search',
    consumes: true,
    pattern: /\b(?:my|our|saved|stored)\b[^.?!]*\b(?:collection|records|documents|docs|notes|entries|items)\b[^.?!]*\b(?:above|over|below|under|greater than|less than|more than|fewer than|at least|at most|before|after|equal to|equals|newer than|older than)\b|\b(?:my|our) (?:saved|stored) [\w-]+\b[^.?!]*\s(?:[<>]=?|!?==?)\s|[\w\])"']\s?(?:>=|<=|!=)\s?[\w"'[-]|\bwhere [\w.]+ (?:is |are )?(?:greater|less|more|fewer|higher|lower) than\b[^.?!]*\bsort(?:ed)? by(?: [\w.-]+){0,2}|\b(?:my|our) (?:saved|stored) [\w-]+ (?:that |which )?(?:are|is) (?:tagged|marked|flagged|labell?ed)\b/i,
    unless: /\b(?:delete|remove|wipe|erase|purge|how many|how much)\b/i,
  },
  {
    // A message the caller's worker gives up on, moved to the dead-letter box ("send the failing message r-502 to the dead
    // letter box", "shove it to the dead letter queue"): its acknowledgement with deadLetter, not a new message or the counts.
    kind: 'a message to set aside as dead',
    words: 'ack',
    pattern: /\b(?:send|shove|put|move|push|route|throw|park|dump|bin)\b[^.?!]{0,40}?\b(?:to|in|into|onto) (?:the |a |my |our |its )?dead[- ]?letter/i,
  },
  {
    kind: 'work to hand to another worker',
    words: 'queue',
    pattern: /\b(?:hand|pass|give|send|defer|offload|delegate|farm|push)\b[^.?!]*\bto (?:another|any|other|some|the next|a|my) (?:free |idle |available |background |other |spare )?(?:workers?|consumers?)\b|\b(?:any|a|the next) (?:free|idle|available|spare) (?:worker|consumer)\b|\bbackground workers?\b|\buntil (?:a|one|some|any) (?:of (?:my|our) )?(?:workers?|consumers?) (?:frees? up|is (?:free|idle|available)|has (?:capacity|room)|becomes? (?:free|idle|available))\b|\bbefore (?:anyone|any (?:worker|consumer)|a (?:worker|consumer)) (?:can |could )?(?:picks?|grabs?|touch(?:es)?|takes?)\b|\b(?:off|from|onto|to|on) (?:the |my |our )?(?:[\w-]+ )?queue\b/i,
  },
  {
    kind: 'a message for every listener',
    words: 'broadcast subscriber',
    pattern: /\bfan[- ]?out\b|\bsubscribers?\b(?! of)|\b(?:all|every one of|each of) (?:my |our |the )?listeners\b|\b(?:every|each) (?:single )?listener\b|\b(?:everyone|everybody|all|agents|services|apps|webhooks)\b(?: \w+){0,2} (?:listening|subscribed)\b|\blistening (?:services|agents|apps|webhooks)\b/i,
  },
  {
    // What others publish, to be heard ("my webhook should hear every event others publish to the builds topic"): their act
    // is not the caller's, so its words are not matched (consumed), or "publish" would ask for a publish.
    kind: 'a listener to add to a feed',
    words: 'subscribe topic',
    consumes: true,
    pattern: /\b(?:receive|get|hear)\b[^.?!]{0,30}?\b(?:every|all|each|everything|any)\b[^.?!]*\b(?:others?|anyone|anybody|someone|they|other (?:services|apps|agents|teams)) (?:publish|post|send|broadcast)(?:es)? (?:on|to|in)\b/i,
  },
  {
    kind: 'a listener to add to a feed',
    words: 'subscribe topic',
    pattern: /\b(?:hook|wire|plug|attach|register|point|connect)\b[^.?!]*\b(?:my|our|this|the) (?:[\w-]+ ){0,2}(?:url|endpoint|webhook|server|hook|service|app)\b[^.?!]*\b(?:to|on|into|for) (?:the |my |our )?[\w-]+ (?:feed|channel|topic|events|stream)\b|\b(?:receive|get|hear)\b[^.?!]{0,30}?\b(?:every|all|each|everything|any)\b[^.?!]*\b(?:published|posted|broadcast|sent) (?:on|to|in)\b|\b(?:receive|get|hear) (?:every|all|each|any) (?:[\w-]+ )?(?:events?|messages?|posts?) (?:on|from|in) (?:the |my |our )?[\w-]+ (?:channel|topic|feed)\b|\badd\b[^.?!]*\bto (?:the |my |our )?[\w-]+ (?:channel|topic|feed)'?s? (?:subscribers|listeners)\b|\b(?:every|all|each) (?:[\w-]+ )?(?:events?|messages?) (?:sent|posted|pushed|delivered) (?:its|their|my|our) way\b/i,
  },
  {
    kind: 'a listener to take off a feed',
    words: 'unsubscribe subscriber',
    pattern: /\b(?:shouldn'?t|should not|no longer|stop|don'?t want (?:it|them|my [\w-]+) to) (?:get|getting|receive|receiving|be sent|hear)\b[^.?!]*\b(?:events|messages|deliveries|posts|notifications) (?:from|on|of)?\b|\b(?:events|messages|deliveries) (?:from|on) (?:the )?[\w-]+ (?:channel|topic|feed)\b[^.?!]*\b(?:anymore|no longer|any longer)\b|\b(?:remove|take|drop|detach|unhook|disconnect|pull)\b[^.?!]*\b(?:from|off) (?:the |my |our |its |this )?(?:[\w-]+ )?(?:feed|channel|topic)\b|\bno longer (?:be )?(?:a |one of (?:the|its) )?(?:subscriber|listener|subscribed)s?\b/i,
  },
  {
    // What changed on a topic since a time ("catch my agent up on ... since March 1", "offline since Friday: what happened with ..."): a digest of changes, not the topic's data.
    kind: 'a question about what changed since a time',
    words: 'knowledge delta',
    pattern: new RegExp(String.raw`\b(?:away|offline|gone|out|off) for (?:a |an |two |three |four |\d+ )?(?:days?|weeks?|months?|while)\b[^.?!]*\bwhat(?:'s| has| have| is)? (?:changed|happened|moved|new)\b|\b(?:what(?:'s| has| have| is)? (?:changed|happened|moved|new|been happening)|developments|catch (?:me|us|(?:my|our) [\w-]+(?: [\w-]+)?) up|brief (?:me|us|(?:my|our) [\w-]+(?: [\w-]+)?) on|offline)\b[^.?!]*\bsince ${SINCE_TIME}|\bsince ${SINCE_TIME}[^.?!]*\b(?:what(?:'s| has| have| is)? (?:changed|happened|moved|new)|developments)\b`, 'i'),
  },
  {
    kind: 'a fault of this service to report',
    words: 'feedback bug report',
    pattern: /\b(?:the|your|this|that|their|its) [\w-]+ (?:endpoint|operation)\b[^.?!]*\b(?:wrong|broken|stale|outdated|rejects|rejecting|fails|failing|errors?|bug|down|timing out|times out|duplicat\w*|incorrect|garbage|missing)\b|\b(?:suggest|propose|request|ask for|tell|let)\b[^.?!]*\b(?:the|your|its) (?:operators|maintainers|developers|devs|admins)\b/i,
  },
]

/**
 * The patterns read a sentence up to its end ("[^.?!]"); a dot inside a number, a URL or a domain ("0.5%",
 * "1.05", "https://hooks.example.com/x") does not end it ("if EUR/USD goes below 1.05, ping my bot"): it is
 * read as another character (one for one, so a match's span is the same in the text).
 */
const INNER_DOT = /\.(?=\w)/g
let compiled = false

/**
 * Intents read only in a task translated from another language, whose text the dictionaries leave without
 * its small words and signs ("ma grand-mère a payé sa maison 20 000 francs en 1970, ça ferait combien en dollars
 * aujourd'hui": "grand mere wages salary house home 20 000 francs 1970 ca dollars today"): no "in" before the
 * year, no "$" before the sum.
 */
const TRANSLATED_INTENTS: Intent[] = [
  {
    kind: 'a sum of money in a past year',
    words: 'inflation worth',
    pattern: /\b(?:1[89]\d\d|20[01]\d)\b/,
    // The sum then, and the question of now: a past year alone is any history.
    requires: /^(?=[\s\S]*\b(?:today|now|current)\b)(?=[\s\S]*\b(?:dollars?|price|paid|cost|wages|salary|money|francs?|marks?|pesos?|pesetas?|lire|lira|gulden|guilders?|pounds?|yen|rupees?|rubles?|roubles?|won|euros?)\b)/i,
  },
]

/** Every intent, for a translated task (its own intents read after the English ones). */
const ALL_INTENTS: readonly Intent[] = [...INTENTS, ...TRANSLATED_INTENTS]

/** The intents of a text, and the spans of it that are an intent's data ("every 15 minutes"), not words to match. */
export function intentCues(text: string, translated = false): { cues: Cue[]; data: string[] } {
  if (!compiled) {
    compileNow(ALL_INTENTS.flatMap((intent) => [intent.pattern, intent.unless, intent.requires, intent.needs]))
    compiled = true
  }
  const cues: Cue[] = []
  const data: string[] = []
  const read = text.includes('.') ? text.replace(INNER_DOT, '\u2024') : text
  for (const intent of translated ? ALL_INTENTS : INTENTS) {
    if (cues.some((cue) => cue.kind === intent.kind || cue.kind === intent.yields)) continue
    if (intent.needs && !intent.needs.test(read)) continue
    const match = intent.pattern.exec(read)
    if (!match || intent.unless?.test(read) || (intent.requires && !intent.requires.test(read)) || (intent.job && !namesJob(text)) || (intent.place && placeWords(text).length === 0 && !NAMED_PLACE.test(text))) continue
    const span = text.slice(match.index, match.index + match[0].length)
    const words = `${intent.words} ${intent.also?.(span) ?? ''}`.trim()
    cues.push({ text: span.trim(), kind: intent.kind, words, weight: INTENT, intent: true })
    if (intent.consumes) data.push(span)
  }
  return { cues, data }
}
