/** Hashes ('sha256-…') of the inline scripts and styles the build emitted. */
export interface CspHashes {
  script: string[];
  style: string[];
}

/**
 * The Content-Security-Policy of every answer, from our server and from a CDN alike: no inline
 * script or style except the exact ones the build hashed, and no framing.
 */
export function contentSecurityPolicy(hashes: CspHashes): string {
  const quoted = (list: string[]) => list.map((h) => ` '${h}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${quoted(hashes.script)}`,
    `style-src 'self'${quoted(hashes.style)}`,
    // Organisation logos may live on the insurer's own site.
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
