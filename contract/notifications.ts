import * as v from 'valibot';

/** GET /api/config/users/browseNotifications: one notification. */
const NotificationSchema = v.object({
  /** Stable per notification, so a page can tell which ones its person has already seen. */
  id: v.string(),
  type: v.literal('new_activities'),
  name: v.string(),
  new_activities: v.number(),
  current_user: v.boolean(),
  /** The assignment the notification leads to, or null when it names none. */
  assignment_id: v.nullable(v.string()),
  /** The language the name is written in (its receiver's when it was written). */
  language: v.picklist(['en', 'ro']),
  created_at: v.string(),
});
export const NotificationListSchema = v.array(NotificationSchema);
export type Notification = v.InferOutput<typeof NotificationSchema>;
