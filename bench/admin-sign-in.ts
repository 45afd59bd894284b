import { mutationHeaders } from './targets'

/** Signs the bench's admin in through `admin.login`, as the site's own page would, and returns the session cookie. */
export async function signInAdmin(baseUrl: string, admin: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${baseUrl}/trpc/admin.login`, {
    method: 'POST',
    headers: mutationHeaders(baseUrl),
    body: JSON.stringify(admin),
  })
  const cookie = login.headers.get('set-cookie')?.split(';')[0]
  if (!login.ok || !cookie) throw new Error(`bench admin could not sign in (${login.status})`)
  return cookie
}
