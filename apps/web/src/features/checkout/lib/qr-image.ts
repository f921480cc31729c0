// The slip's QR comes as a data: URL or as SVG markup. Either way it is shown through <img>, which never runs
// script inside an SVG, instead of being put into the page's DOM.
export function qrImageSource(qr: string): string | null {
  const value = qr.trim();
  if (/^data:image\/(svg\+xml|png|gif|jpeg|webp)[;,]/i.test(value)) return value;
  if (value.startsWith('<svg') || value.startsWith('<?xml')) {
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(value)}`;
  }
  return null;
}
