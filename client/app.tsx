import { Center, Spinner } from '@chakra-ui/react'
import { Suspense } from 'react'
import { Redirect, Route, Switch, matchRoute, useLocation, useRouter } from 'wouter'
import { ADMIN_PATH, ADMIN_REGISTRATION_PARAM, ADMIN_TAB_PARAM, PREVIEW_PARAM } from '../shared/admin-params'
import { BLOG_CATEGORY_PARAM } from '../shared/blog'
import { BLOG_PREVIEW_PATH } from '../shared/blog-preview-path'
import { SiteLayout } from './components/layout/site-layout'
import { useScrollToTopOnNavigate } from './hooks/use-scroll-to-top-on-navigate'
import { lazyPage, type LazyPage } from './lib/lazy-page'
import { FORM_SENT_PARAMS, FORM_SENT_PATH } from '../shared/form-pages'
import { REGISTRANT_LINKS_ROUTE, UNSUBSCRIBE_PARAMS } from '../shared/funnel/personal-link-paths'

export interface PageRoute {
  path: string
  /** The page in its own chunk (client/lib/lazy-page.tsx): loaded before the server renders it and before hydration. */
  page: LazyPage
  /** `bare` pages bring their own frame (admin, the webinar player); the rest get header and footer. */
  layout?: 'site' | 'bare'
  /**
   * The query parameters the page reads. The server renders and caches it by these alone (client/lib/match-route.ts
   * pageSearch), so any other parameter, such as an ad click's fbclid or utm_source, can change neither.
   */
  queryParams?: readonly string[]
}

export interface RedirectRoute {
  path: string
  redirectTo: string
}

export const notFoundPage = lazyPage('pages/not-found.tsx', async () => (await import('./pages/not-found')).page)

export const redirects: RedirectRoute[] = [{ path: '/home', redirectTo: '/' }]

export const routes: PageRoute[] = [
  {
    path: '/',
    page: lazyPage('pages/home/home-page.tsx', async () => (await import('./pages/home/home-page')).page),
  },
  {
    path: '/tortenetunk',
    page: lazyPage('pages/side/our-story-page.tsx', async () => (await import('./pages/side/our-story-page')).page),
  },
  {
    path: '/blog',
    queryParams: [BLOG_CATEGORY_PARAM],
    page: lazyPage('pages/blog/blog-list-page.tsx', async () => (await import('./pages/blog/blog-list-page')).page),
  },
  {
    // Before the article's route, which would read "elonezet" as a post id.
    path: BLOG_PREVIEW_PATH,
    page: lazyPage(
      'pages/blog/blog-preview-page.tsx',
      async () => (await import('./pages/blog/blog-preview-page')).page,
    ),
  },
  {
    path: '/blog/:id/:slug?',
    page: lazyPage('pages/blog/blog-post-page.tsx', async () => (await import('./pages/blog/blog-post-page')).page),
  },
  {
    path: '/demo',
    page: lazyPage('pages/demo/demo-page.tsx', async () => (await import('./pages/demo/demo-page')).page),
  },
  {
    path: '/okos-patika',
    page: lazyPage('pages/side/okos-patika-page.tsx', async () => (await import('./pages/side/okos-patika-page')).page),
  },
  {
    path: '/kiosk',
    page: lazyPage('pages/side/kiosk-page.tsx', async () => (await import('./pages/side/kiosk-page')).page),
  },
  {
    path: '/ai-kepzesek',
    page: lazyPage(
      'pages/side/ai-trainings-page.tsx',
      async () => (await import('./pages/side/ai-trainings-page')).page,
    ),
  },
  {
    path: '/register',
    page: lazyPage('pages/funnel/register-page.tsx', async () => (await import('./pages/funnel/register-page')).page),
  },
  {
    path: '/waiting',
    page: lazyPage('pages/funnel/waiting-page.tsx', async () => (await import('./pages/funnel/waiting-page')).page),
  },
  {
    path: '/webinar',
    layout: 'bare',
    queryParams: [PREVIEW_PARAM],
    page: lazyPage('pages/funnel/webinar-page.tsx', async () => (await import('./pages/funnel/webinar-page')).page),
  },
  {
    path: '/offer',
    queryParams: [PREVIEW_PARAM],
    page: lazyPage('pages/funnel/offer-page.tsx', async () => (await import('./pages/funnel/offer-page')).page),
  },
  {
    path: '/adatvedelem',
    page: lazyPage(
      'pages/legal/privacy-policy-page.tsx',
      async () => (await import('./pages/legal/privacy-policy-page')).page,
    ),
  },
  {
    path: '/felhasznalasi-feltetelek',
    page: lazyPage(
      'pages/legal/terms-of-use-page.tsx',
      async () => (await import('./pages/legal/terms-of-use-page')).page,
    ),
  },
  {
    path: FORM_SENT_PATH,
    queryParams: [FORM_SENT_PARAMS.form, FORM_SENT_PARAMS.webinarTime],
    page: lazyPage(
      'pages/form-sent/form-sent-page.tsx',
      async () => (await import('./pages/form-sent/form-sent-page')).page,
    ),
  },
  {
    path: REGISTRANT_LINKS_ROUTE,
    queryParams: [UNSUBSCRIBE_PARAMS.registration, UNSUBSCRIBE_PARAMS.token, UNSUBSCRIBE_PARAMS.done],
    page: lazyPage(
      'pages/funnel/registrant-link-pages.tsx',
      async () => (await import('./pages/funnel/registrant-link-pages')).page,
    ),
  },
  {
    path: ADMIN_PATH,
    layout: 'bare',
    queryParams: [ADMIN_TAB_PARAM, ADMIN_REGISTRATION_PARAM],
    page: lazyPage('pages/admin/admin-page.tsx', async () => (await import('./pages/admin/admin-page')).page),
  },
]

/** Only a client-side navigation to a page whose chunk has not arrived yet shows this, for as long as that takes. */
function PageLoading() {
  return (
    <Center minHeight="60vh">
      <Spinner role="status" size="lg" color="brand.solid" aria-label="Betöltés" />
    </Center>
  )
}

export function App() {
  const [location] = useLocation()
  const { parser } = useRouter()
  useScrollToTopOnNavigate()
  const bare = routes.some((route) => route.layout === 'bare' && matchRoute(parser, route.path, location)[0])
  const pages = (
    <Switch>
      {redirects.map((redirect) => (
        <Route key={redirect.path} path={redirect.path}>
          <Redirect to={redirect.redirectTo} replace />
        </Route>
      ))}
      {routes.map(({ path, page }) => (
        <Route key={path} path={path} component={page.Component} />
      ))}
      <Route component={notFoundPage.Component} />
    </Switch>
  )
  // One layout around every site page, so header, outbox and protection persist across client-side navigation.
  const page = <Suspense fallback={<PageLoading />}>{pages}</Suspense>
  return bare ? page : <SiteLayout>{page}</SiteLayout>
}
