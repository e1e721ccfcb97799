/**
 * What survives in an event description, which staff write and the public tracker shows:
 * formatting only. No script, style,
 * form, frame or media, no event handler, and links only to http(s) and mailto.
 */
export const EVENT_HTML_POLICY = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'span'],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};
