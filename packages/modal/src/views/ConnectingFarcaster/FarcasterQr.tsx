import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { Spinner } from '../../components/Spinner/Spinner'
import { useT } from '../../i18n/translate'

type Matrix = { size: number; path: string }

/** The QR matrix of `text` as one SVG path (no canvas, no data URL: a strict CSP allows it). */
function farcasterMatrix(text: string): Matrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  let path = ''
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column} ${row}h1v1h-1z`
    }
  }
  return { size: modules.size, path }
}

/** The Farcaster approval URL as a QR code; this module is its own chunk with `qrcode`. */
export function FarcasterQr({ url }: { url: string }) {
  const t = useT()
  const [matrix, setMatrix] = useState<Matrix>()
  useEffect(() => setMatrix(farcasterMatrix(url)), [url])
  if (!matrix) return <Spinner label={t('Drawing QR code')} />
  const box = matrix.size + 4
  return (
    <svg
      role="img"
      aria-label={t('Farcaster QR code')}
      width={200}
      height={200}
      viewBox={`-2 -2 ${box} ${box}`}
      shapeRendering="crispEdges"
      data-testid="w3m-farcaster-qr"
    >
      <rect x={-2} y={-2} width={box} height={box} fill="#ffffff" />
      <path d={matrix.path} fill="#000000" />
    </svg>
  )
}
