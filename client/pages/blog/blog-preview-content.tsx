import { Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { useCallback, useEffect, useState } from 'react'
import { Link } from 'wouter'
import { BLOG_PREVIEW_NOT_FOUND_MESSAGE, BLOG_PREVIEW_TOKEN_PATTERN } from '../../../shared/blog-preview'
import type { BlogArticle } from '../../../shared/schemas/blog'
import { LinkButton } from '../../components/ui/link-button'
import { toaster } from '../../components/ui/toaster'
import { withData } from '../../lib/data-provider'
import { trpc } from '../../lib/trpc'
import { apiErrorCode } from '../../lib/trpc-error'
import { Article } from './blog-post-content'

type Preview = { status: 'opening' } | { status: 'open'; article: BlogArticle } | { status: 'not-found' | 'failed' }

const FAILED_TEXT = 'Az előnézet most nem nyitható meg. Kérjük, próbálja újra néhány perc múlva.'

/**
 * The article a preview link's token opens. The token is read from the fragment, which never reaches a server, a log
 * or a cache, and is sent in a POST body.
 */
export const BlogPreviewContent = withData(function BlogPreviewContent() {
  const [preview, setPreview] = useState<Preview>({ status: 'opening' })
  const [refreshing, setRefreshing] = useState(false)
  const { mutateAsync } = trpc.blog.openPreview.useMutation()

  const open = useCallback(async (): Promise<Preview> => {
    const token = window.location.hash.slice(1)
    // A link cut short, or typed by hand: nothing to ask the server.
    if (!BLOG_PREVIEW_TOKEN_PATTERN.test(token)) return { status: 'not-found' }
    try {
      return { status: 'open', article: await mutateAsync({ token }) }
    } catch (error) {
      const code = apiErrorCode(error)
      return { status: code === 'NOT_FOUND' || code === 'BAD_REQUEST' ? 'not-found' : 'failed' }
    }
  }, [mutateAsync])

  useEffect(() => {
    let current = true
    void open().then((opened) => current && setPreview(opened))
    return () => {
      current = false
    }
  }, [open])

  const refresh = async () => {
    setRefreshing(true)
    const opened = await open()
    setRefreshing(false)
    if (opened.status === 'open') setPreview(opened)
    else toaster.create({ type: 'error', title: FAILED_TEXT })
  }

  return (
    <>
      {preview.status === 'opening' && (
        <Stack align="center" textAlign="center" gap="6" py="12">
          <Spinner size="lg" color="brand.solid" aria-hidden="true" />
          <Heading as="h1" size="2xl" color="ink">
            Előnézet betöltése…
          </Heading>
        </Stack>
      )}
      {preview.status === 'open' && (
        <Stack gap="6">
          <Text bg="brand.subtle" p="4" rounded="md" role="status" data-testid="preview-notice">
            Előnézet: így fog kinézni a cikk, amikor megjelenik. A link titkos, kérjük, ne ossza meg nyilvánosan.
          </Text>
          <Article
            article={preview.article}
            fromStorage={false}
            onRefresh={() => void refresh()}
            refreshing={refreshing}
            preview
          />
        </Stack>
      )}
      {(preview.status === 'not-found' || preview.status === 'failed') && (
        <Stack align="center" textAlign="center" gap="6" py="12">
          <Heading as="h1" size="2xl" color="ink">
            Az előnézet nem nyitható meg
          </Heading>
          <Text color="fg.muted" role="alert">
            {preview.status === 'not-found' ? BLOG_PREVIEW_NOT_FOUND_MESSAGE : FAILED_TEXT}
          </Text>
          <LinkButton colorPalette="brand">
            <Link href="/blog">Vissza a bloghoz</Link>
          </LinkButton>
        </Stack>
      )}
    </>
  )
})
