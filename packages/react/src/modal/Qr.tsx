'use client'
// QR codes, drawn from uqr's module matrix as one SVG path. Only the views that show a QR import this file, so
// the encoder lives in their chunks, never in the first paint.
import { useMemo } from 'react'
import { encode } from 'uqr'

/** A QR code of `value`, labelled for screen readers. Always dark on white, so every scanner reads it. */
export function Qr({ value, label }: { value: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { data, size: modules } = encode(value, { ecc: 'M', border: 2 })
    let d = ''
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      })
    })
    return { path: d, size: modules }
  }, [value])
  return (
    <div className="kit-qr">
      <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
    </div>
  )
}
