/** The moderation categories of the spec, in its order. */
export const MODERATION_CATEGORIES = ['hate', 'harassment', 'sexual', 'sexual/minors', 'violence', 'self-harm', 'dangerous', 'illicit'] as const
export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number]

/** The categories a word list can speak to: slurs, insults aimed at a person, sexual words. */
export const WORD_LIST_CATEGORIES = ['hate', 'harassment', 'sexual'] as const satisfies readonly ModerationCategory[]
type WordListCategory = (typeof WORD_LIST_CATEGORIES)[number]

/**
 * Our category for each term of obscenity's English dataset, by the term's `originalWord`.
 * Slurs against a group are `hate`; words used to insult a person are `harassment`; sexual
 * words are `sexual`. Expletives (an empty list) fit no category: they are reported as
 * profanity and flag nothing. A test checks that every term of the dataset is listed here.
 */
export const TERM_CATEGORIES: Readonly<Record<string, readonly WordListCategory[]>> = {
  // Slurs: race, ethnicity, religion, sexuality, gender identity, disability.
  'abeed': ['hate'], 'abo': ['hate'], 'africoon': ['hate'], 'arabush': ['hate'], 'boonga': ['hate'],
  'chingchong': ['hate'], 'chink': ['hate'], 'kike': ['hate'], 'negro': ['hate'], 'nigger': ['hate'],
  'fag': ['hate'], 'dyke': ['hate'], 'tranny': ['hate'], 'retard': ['hate'], 'spastic': ['hate'],
  // Insults aimed at a person.
  'bastard': ['harassment'], 'bitch': ['harassment'], 'cuck': ['harassment'], 'prick': ['harassment'],
  'cunt': ['harassment', 'sexual'], 'twat': ['harassment', 'sexual'], 'slut': ['harassment', 'sexual'], 'whore': ['harassment', 'sexual'],
  // Sexual words.
  'anal': ['sexual'], 'anus': ['sexual'], 'bestiality': ['sexual'], 'blowjob': ['sexual'], 'boob': ['sexual'],
  'buttplug': ['sexual'], 'cock': ['sexual'], 'cum': ['sexual'], 'deepthroat': ['sexual'], 'dick': ['sexual'],
  'dildo': ['sexual'], 'doggystyle': ['sexual'], 'double penetration': ['sexual'], 'ejaculate': ['sexual'],
  'felch': ['sexual'], 'fellatio': ['sexual'], 'finger bang': ['sexual'], 'fisting': ['sexual'], 'gangbang': ['sexual'],
  'handjob': ['sexual'], 'hentai': ['sexual'], 'hooker': ['sexual'], 'incest': ['sexual'], 'jerk off': ['sexual'],
  'jizz': ['sexual'], 'lubejob': ['sexual'], 'masturbate': ['sexual'], 'orgasm': ['sexual'], 'orgy': ['sexual'],
  'penis': ['sexual'], 'porn': ['sexual'], 'pussy': ['sexual'], 'rape': ['sexual'], 'scat': ['sexual'],
  'semen': ['sexual'], 'sex': ['sexual'], 'tit': ['sexual'], 'vagina': ['sexual'], 'wank': ['sexual'],
  // Expletives.
  'arse': [], 'ass': [], 'bollocks': [], 'fuck': [], 'piss': [], 'shit': [], 'turd': [],
}
