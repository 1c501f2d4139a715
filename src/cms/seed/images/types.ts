/** A bilingual text (zh + en), used for alt texts. */
export type LocalizedText = { zh: string; en: string }

/**
 * One image produced in code by the seed: the bytes to upload to Payload's media collection plus the
 * metadata the upload needs (every image on the site has width, height and alt text).
 */
export type GeneratedImage = {
  data: Buffer
  mimetype: string
  filename: string
  width: number
  height: number
  alt: LocalizedText
}
