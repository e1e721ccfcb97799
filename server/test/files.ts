/** Small real-looking files for upload tests: what matters is their first bytes. */
export const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4,
]);
/** The start of a JPEG (SOI, then a JFIF APP0 segment). */
export const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
export const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
/** A Windows executable ("MZ" header), to be sent under a .jpg name. */
export const EXE = Uint8Array.from([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff,
]);

/** Sends a file as the browser does: the raw bytes, its name in X-File-Name. */
export function upload(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  path: string,
  bytes: Uint8Array,
  fileName: string,
  headers: Record<string, string> = {},
) {
  return Promise.resolve(
    app.request(path, {
      method: 'POST',
      body: new Uint8Array(bytes),
      headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(fileName), ...headers },
    }),
  ).then(async (res) => ({ status: res.status, body: (await res.json()) as any }));
}
