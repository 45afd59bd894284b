/** A picked file as a base64 data URL, the form `blog.uploadCover` takes. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    const unreadable = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : unreadable())
    reader.onerror = unreadable
    reader.readAsDataURL(file)
  })
}
