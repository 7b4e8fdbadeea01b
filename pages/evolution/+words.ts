import words from '#app/components/brand/words'

/** The brand pages' template's words (components/brand/words.ts); the brand's own copy is in content/brands.ts and content/brands-es.ts. */
export default words
