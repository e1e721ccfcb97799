import DOMPurify from 'dompurify';

/**
 * Event descriptions are HTML written by staff (security.md 22): only formatting survives. No
 * script, style, form, frame or media, no event handler, and links only to http(s) and mailto.
 */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'span'];
const ALLOWED_ATTR = ['href', 'title'];

export function sanitizeEventHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
