import type { SystemStyleObject } from '@chakra-ui/react'

/** How an article's HTML is laid out: on the article page and in the admin's preview of it. */
export const ARTICLE_BODY_CSS: SystemStyleObject = {
  fontSize: 'lg',
  lineHeight: '1.75',
  color: 'fg',
  '& > * + *': { marginTop: '5' },
  '& h2': { fontSize: '2xl', fontWeight: 'bold', color: 'ink', marginTop: '10', lineHeight: '1.3' },
  '& h3': { fontSize: 'xl', fontWeight: 'semibold', color: 'ink', marginTop: '8' },
  '& h4': { fontSize: 'lg', fontWeight: 'semibold', marginTop: '6' },
  '& ul, & ol': { paddingInlineStart: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '2' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& blockquote': {
    borderInlineStartWidth: '4px',
    borderColor: 'brand.solid',
    bg: 'brand.subtle',
    paddingInline: '5',
    paddingBlock: '4',
    borderRadius: 'md',
    fontStyle: 'italic',
  },
  '& img': { borderRadius: 'lg', maxWidth: '100%', height: 'auto' },
  '& iframe': { width: '100%', aspectRatio: '16 / 9', border: '0', borderRadius: 'lg' },
  '& table': { width: '100%', borderCollapse: 'collapse', fontSize: 'md' },
  '& th, & td': { borderWidth: '1px', padding: '2', textAlign: 'start' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', paddingInline: '1', borderRadius: 'sm' },
}
