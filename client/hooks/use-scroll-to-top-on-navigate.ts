import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'

/** A new page starts at its top, as after a full page load; the first render keeps the browser's own position. */
export function useScrollToTopOnNavigate(): void {
  const [location] = useLocation()
  const previous = useRef(location)
  useEffect(() => {
    if (previous.current === location) return
    previous.current = location
    // 'instant': the site's smooth scrolling is for in-page anchors, not for arriving on a new page.
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' })
  }, [location])
}
