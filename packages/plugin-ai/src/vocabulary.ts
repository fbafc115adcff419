/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
ai, llm, gpt, chatbot, language model, prompt, completion, ask an ai, chat, conversation = ai chat
image, picture, photo, drawing, illustration, art = image
generate image, draw, create image, text to image, make picture, render picture = ai image
describe image, caption, alt text, describe photo, image description = describe image
ocr, text from image, read text in image, scan, scanned, scan document, receipt, receipts, handwriting, handwritten, extract text from image = ocr
translate, translation, translator, in spanish, in french, in german, into english = translate
summarize, summary, tldr, tl;dr, gist, key points = summarize
classify, classification, categorize, categorise, category, label, labels = classify
sentiment, tone, positive or negative, emotion, feeling, opinion mining, review, reviews = sentiment
moderate, moderation, toxic, offensive, nsfw, hate speech, harmful = moderate
entities, named entities, ner, people and places, organizations mentioned = entities
pii, personal data, personal information, sensitive data, gdpr, personally identifiable = pii
extract, scrape, scraping, structured data, to json from page = extract
research, investigate, deep research, research question = research
web answer, answer from web, cited answer, question answering, answer with sources = web answer
council, consensus, multiple models, second opinion, several models, compare models = council
screenshot, capture page, snapshot of page, screen capture = screenshot
markdown, html to markdown, readable text, article text, main content = extract
shorter, shorten, tldr, tl dr, condense, gist, key points, too long = summarize
hide, mask, black out, anonymize, scrub, censor = redact pii
social security number, social security numbers, ssn, personal data, personal information = pii
draw, paint, illustrate, picture of, make an image = image generate
looks like, look like, on a phone, on mobile, mobile view, on an iphone = screenshot
buckets, bucket, triage = classify labels
watercolor, watercolour, oil painting, sketch, cartoon, artwork, header image = image generate
hateful, abusive, hurtful, harassing = moderate
a drawing of, draw me = image generate
`
