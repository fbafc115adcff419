/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
transcribe, transcription, speech to text, audio, voice, podcast, recording, dictation, mp3 = transcribe audio
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
voice memo, voice note, voice message, meeting recording, interview recording, call recording, captions, audio file, lecture recording, spoken words, minutes from recording, meeting notes audio = transcribe audio
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
voice memo, voicemail, meeting recording, interview recording, dictation = transcribe audio
`
