/** The relations a caller asks for, and the WordNet pointer symbols (wninput(5WN)) behind each. */
export const RELATIONS = {
  antonyms: { '!': 'antonym' },
  hypernyms: { '@': 'hypernym', '@i': 'instance hypernym' },
  hyponyms: { '~': 'hyponym', '~i': 'instance hyponym' },
  holonyms: { '#m': 'member holonym', '#s': 'substance holonym', '#p': 'part holonym' },
  meronyms: { '%m': 'member meronym', '%s': 'substance meronym', '%p': 'part meronym' },
  similar: { '&': 'similar to' },
  also: { '^': 'also see' },
  entailments: { '*': 'entailment' },
  causes: { '>': 'cause' },
  'verb-groups': { $: 'verb group' },
  derived: { '+': 'derivationally related form', '<': 'participle of verb' },
  pertainyms: { '\\': 'pertainym (pertains to noun / derived from adjective)' },
  attributes: { '=': 'attribute' },
  domains: { ';c': 'topic domain', ';r': 'region domain', ';u': 'usage domain' },
  'domain-members': { '-c': 'member of topic domain', '-r': 'member of region domain', '-u': 'member of usage domain' },
} as const satisfies Record<string, Record<string, string>>

export type Relation = keyof typeof RELATIONS
export const RELATION_NAMES = ['synonyms', ...Object.keys(RELATIONS)] as ['synonyms', ...Relation[]]

/** Relation name and pointer description of a pointer symbol. */
export const POINTER: Record<string, { relation: Relation; kind: string }> = Object.fromEntries(
  Object.entries(RELATIONS).flatMap(([relation, symbols]) => Object.entries(symbols).map(([symbol, kind]) => [symbol, { relation: relation as Relation, kind }])),
)
