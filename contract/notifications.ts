import * as v from 'valibot';

/** GET /api/config/users/browseNotifications: one notification. */
const NotificationSchema = v.object({
  type: v.literal('new_activities'),
  name: v.string(),
  new_activities: v.number(),
  current_user: v.boolean(),
});
export const NotificationListSchema = v.array(NotificationSchema);
export type Notification = v.InferOutput<typeof NotificationSchema>;
