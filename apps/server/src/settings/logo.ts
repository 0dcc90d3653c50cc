import { MAX_LOGO_BYTES, settingsMessages, type LogoType } from '@touchline/domain';
import { HttpError } from '../plugins/errors';

/** The first bytes each raster type starts with. */
const signatures: Record<Exclude<LogoType, 'image/svg+xml'>, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
};

/** An SVG document: text whose first element is <svg>, after an XML declaration, comments or a doctype. */
function isSvg(bytes: Buffer): boolean {
  const text = bytes.toString('utf8');
  return /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text);
}

/**
 * The logo's bytes, checked: at most 256 KB, and what its type says it is (a PNG's, JPEG's or WebP's signature, an
 * SVG document). An SVG is served so that it cannot run anything (routes/settings.ts), not rewritten.
 */
export function checkedLogo(type: LogoType, base64: string): Buffer {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_LOGO_BYTES) throw new HttpError(413, settingsMessages.logoSize);
  const fits = type === 'image/svg+xml' ? isSvg(bytes) : signatures[type](bytes);
  if (bytes.length === 0 || !fits) throw new HttpError(400, settingsMessages.logoContent);
  return bytes;
}

/**
 * The headers of the logo's answer: its type, cached for a year (its address names the settings' version, so a new
 * logo is a new address), nosniff; an SVG opened on its own gets a policy that runs nothing and is a download.
 */
export function logoHeaders(type: LogoType, version: number): Record<string, string> {
  return {
    'content-type': type,
    'cache-control': 'public, max-age=31536000, immutable',
    etag: `"logo-${version}"`,
    'x-content-type-options': 'nosniff',
    ...(type === 'image/svg+xml' && {
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'content-disposition': 'attachment; filename="club-logo.svg"',
    }),
  };
}
