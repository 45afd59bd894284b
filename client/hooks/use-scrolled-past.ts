import { useEffect, useState } from 'react'

export function useScrolledPast(thresholdPx: number): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > thresholdPx)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [thresholdPx])
  return scrolled
}
