import { useEffect, useState } from 'react'
import { useT } from '../../i18n/translate'
import { Spinner } from '../Spinner/Spinner'

type Matrix = { size: number; path: string }

/** The QR matrix of `text` as one SVG path; the `qrcode` library loads only when a code is shown. */
export async function qrMatrix(text: string): Promise<Matrix> {
  const loaded = await import('qrcode')
  // A CommonJS module: its functions sit on `default` in some bundlers and on the module in others.
  const qrcode = loaded.default ?? loaded
  const { modules } = qrcode.create(text, { errorCorrectionLevel: 'M' })
  let path = ''
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column} ${row}h1v1h-1z`
    }
  }
  return { size: modules.size, path }
}

/** A QR code of `text` drawn as SVG (no canvas, no data URL, so a strict CSP allows it). */
export function QrCode({
  text,
  label,
  size = 200,
}: {
  text: string
  label: string
  size?: number
}) {
  const t = useT()
  const [matrix, setMatrix] = useState<Matrix>()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    setMatrix(undefined)
    setFailed(false)
    qrMatrix(text).then(
      (value) => live && setMatrix(value),
      (error: unknown) => {
        if (!live) return
        console.warn('[w3m] the QR code could not be drawn', error)
        setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [text])
  if (failed) return <p className="w3m-error-text">{t('The QR code could not be drawn.')}</p>
  if (!matrix) return <Spinner label={t('Drawing QR code')} />
  const quiet = 2
  const box = matrix.size + quiet * 2
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
      data-testid="w3m-qr-code"
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#ffffff" />
      <path d={matrix.path} fill="#000000" />
    </svg>
  )
}
