import type { ComponentType } from 'react'
import { Redirect, Route, Switch, matchRoute, useLocation, useRouter } from 'wouter'
import { SiteLayout } from './components/layout/site-layout'
import { useScrollToTopOnNavigate } from './hooks/use-scroll-to-top-on-navigate'
import type { TrpcServerHelpers } from './lib/prefetch'
import { AdminPage } from './pages/admin/admin-page'
import { DemoPage } from './pages/demo/demo-page'
import { BlogListPage, prefetchBlogList } from './pages/blog/blog-list-page'
import { BlogPostPage, prefetchBlogPost } from './pages/blog/blog-post-page'
import { prefetchLatestPosts } from './pages/blog/latest-posts-section'
import { HomePage } from './pages/home-page'
import { NotFoundPage } from './pages/not-found'
import { RouteHeadingPage, type RouteHeadingPageProps } from './pages/route-heading-page'

export type RouteParams = Record<string, string | undefined>

export interface PageRoute {
  path: string
  component: ComponentType
  /** `bare` pages bring their own frame (admin, the webinar player); the rest get header and footer. */
  layout?: 'site' | 'bare'
  /** Loads on the server what the page shows, so the first HTML already holds it. */
  prefetch?: (helpers: TrpcServerHelpers, params: RouteParams, search: URLSearchParams) => Promise<void>
}

export interface RedirectRoute {
  path: string
  redirectTo: string
}

const headingPage = (props: RouteHeadingPageProps) =>
  function HeadingOnlyPage() {
    return <RouteHeadingPage {...props} />
  }

export const redirects: RedirectRoute[] = [{ path: '/home', redirectTo: '/' }]

export const routes: PageRoute[] = [
  { path: '/', component: HomePage, prefetch: (helpers) => prefetchLatestPosts(helpers) },
  {
    path: '/tortenetunk',
    component: headingPage({
      title: 'Történetünk',
      description: 'Hogyan lett egy gyógyszerész ötletéből a patikák AI asszisztense.',
    }),
  },
  { path: '/blog', component: BlogListPage, prefetch: (helpers, _params, search) => prefetchBlogList(helpers, search) },
  {
    path: '/blog/:id/:slug?',
    component: BlogPostPage,
    prefetch: (helpers, params) => prefetchBlogPost(helpers, params.id),
  },
  { path: '/demo', component: DemoPage },
  {
    path: '/okos-patika',
    component: headingPage({
      title: 'Okos Patika',
      description: 'Marketingközösség: weboldal, automatikus tartalom, nyomdai anyagok és chatbot egy csomagban.',
    }),
  },
  {
    path: '/kiosk',
    component: headingPage({
      title: 'Váróterem-kioszk',
      description: 'AI kioszk a váróterembe, magyar és angol nyelven, vásárlásra vagy bérlésre.',
    }),
  },
  {
    path: '/ai-kepzesek',
    component: headingPage({
      title: 'AI képzések',
      description: 'Gyakorlati AI képzések munkatársaknak és vezetőknek, az EU AI Act követelményeivel.',
    }),
  },
  {
    path: '/register',
    component: headingPage({
      title: 'Ingyenes webinárium',
      description: 'Regisztráljon ingyenes webináriumunkra a patikai AI asszisztensről.',
    }),
  },
  {
    path: '/waiting',
    component: headingPage({
      title: 'Köszönjük a regisztrációt!',
      description: 'Hamarosan kezdődik a webinárium.',
      noindex: true,
    }),
  },
  {
    path: '/webinar',
    layout: 'bare',
    component: headingPage({ title: 'Webinárium', description: 'A webinárium felvétele.', noindex: true }),
  },
  {
    path: '/offer',
    component: headingPage({
      title: 'Különleges ajánlat',
      description: 'Időszakos ajánlat a webinárium résztvevőinek.',
      noindex: true,
    }),
  },
  {
    path: '/adatvedelem',
    component: headingPage({ title: 'Adatvédelmi tájékoztató', description: 'Hogyan kezeljük személyes adatait.' }),
  },
  {
    path: '/felhasznalasi-feltetelek',
    component: headingPage({ title: 'Felhasználási feltételek', description: 'A weboldal használatának feltételei.' }),
  },
  {
    path: '/admin',
    layout: 'bare',
    component: AdminPage,
    prefetch: (helpers) => helpers.admin.me.prefetch(),
  },
]

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
      {routes.map(({ path, component }) => (
        <Route key={path} path={path} component={component} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  )
  // One layout around every site page, so header, outbox and protection persist across client-side navigation.
  return bare ? pages : <SiteLayout>{pages}</SiteLayout>
}
