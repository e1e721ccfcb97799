export { createReminders, REMINDER_INTERVAL_MS } from './reminders.ts';
export type { Reminders } from './reminders.ts';
export { daySlots } from './grid.ts';
export { assertBookable, bookInspection, moveBooking } from './place-booking.ts';
export { cancelBooking } from './cancel-booking.ts';
export { freeSlots } from './free-slots.ts';
export { setCalendarSender } from './ics.ts';
export { activeBooking } from './repository.ts';
export type { Booker } from './repository.ts';
