/**
 * A phone's photo made smaller before it is sent, in the browser: a 12-megapixel photo of 3 to
 * 5 MB becomes about 3,000 pixels on its longest side, as a JPEG whose quality keeps the
 * largest variant the site serves (1,600 px) sharp, turned the way the camera says
 * (`imageOrientation: 'from-image'`). The canvas keeps no metadata; the server still strips
 * every field from whatever it gets, and still takes full-size originals (the API, and the
 * form without JavaScript).
 *
 * Anything that cannot be decoded here, or that would not get smaller, is sent as it is.
 */

/** Longest side sent, in pixels: almost twice the largest variant (1,600 px), room for a crop later. */
export const SHRINK_LONGEST_SIDE = 3000
/** JPEG quality: at 3,000 px, resized to 1,600 px and below, no artefact survives. */
export const SHRINK_QUALITY = 0.82
/** Photos already within the longest side and lighter than this go as they are. */
const SMALL_ENOUGH_BYTES = 1_500_000

/** The size a photo is drawn at: within `longest` on its longest side, never enlarged. */
export function shrunkSize(width: number, height: number, longest = SHRINK_LONGEST_SIDE): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

const SHRINKABLE = /^image\/(jpeg|png|webp|avif)$/

type Canvas = OffscreenCanvas | HTMLCanvasElement

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  return canvas
}

function jpegOf(canvas: Canvas, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality })
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
}

/** The file to send for `file`: a smaller JPEG when that helps, else the file itself. */
export async function shrinkPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || !SHRINKABLE.test(file.type)) return file
  let bitmap: ImageBitmap | undefined
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
    const size = shrunkSize(bitmap.width, bitmap.height)
    if (size.width === bitmap.width && size.height === bitmap.height && file.size <= SMALL_ENOUGH_BYTES) return file
    const canvas = canvasOf(size.width, size.height)
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null
    if (!context) return file
    // A transparent PNG would turn black as a JPEG: white behind it, as the site shows photos.
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, size.width, size.height)
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, size.width, size.height)
    const blob = await jpegOf(canvas, SHRINK_QUALITY)
    if (!blob || blob.size >= file.size) return file
    return new File([blob], file.name.replace(/\.[a-z0-9]{2,5}$/i, '') + '.jpg', { type: 'image/jpeg', lastModified: file.lastModified })
  } catch {
    return file
  } finally {
    bitmap?.close()
  }
}
