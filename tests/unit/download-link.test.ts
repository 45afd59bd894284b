import { expect, test } from 'vitest'
import { isDownloadLink } from '../../shared/download-link'

test('a path on this site to a file downloads; pages, folders and other sites’ addresses do not', () => {
  for (const link of [
    '/media/ellenorzo-lista.pdf',
    '/files/arak.XLSX',
    '/media/webinar-default-v1.mp4?v=2',
    '/a.zip#x',
  ]) {
    expect(isDownloadLink(link), link).toBe(true)
  }
  for (const link of [
    '/demo',
    '/blog/2',
    '/adatvedelem',
    '/',
    '/regi/oldal.html',
    '/index.php?id=1',
    '/media/.hidden',
    '/media/file.',
    '/v1.2/utmutato',
    'https://example.com/lista.pdf',
    'http://example.com/oldal',
  ]) {
    expect(isDownloadLink(link), link).toBe(false)
  }
})
