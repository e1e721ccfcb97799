import * as v from 'valibot';

/**
 * dist/site-routes.json: what the build writes and the server reads. Paths carry their language
 * prefix already ('/ro/status/:case_no'); `file` is the shell's file inside dist/.
 */
export const SiteRoutesSchema = v.object({
  shells: v.array(v.object({ pattern: v.string(), file: v.string() })),
  redirects: v.array(v.object({ from: v.string(), to: v.string(), status: v.picklist([301, 302]) })),
  /** Where unknown paths go: per language prefix, else `fallback`. */
  fallbacks: v.array(v.object({ prefix: v.string(), to: v.string() })),
  fallback: v.string(),
  /** Hashes of the inline scripts and styles of every page, for the Content-Security-Policy. */
  csp: v.object({ script: v.array(v.string()), style: v.array(v.string()) }),
});

export type SiteRoutes = v.InferOutput<typeof SiteRoutesSchema>;

/**
 * The build writes `file.br` and `file.gz` beside the text files of dist/; the server answers with
 * one of them when the browser accepts it. Encodings in the server's order of preference.
 */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
export type ContentEncoding = (typeof PRECOMPRESSED)[number]['encoding'];
