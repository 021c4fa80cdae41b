/** Raster and SVG images inline (a wallet's EIP-6963 icon is one); never `data:text/html`. */
export const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i
