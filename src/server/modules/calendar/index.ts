// The calendar module's public face (issue 27, item 1): the trigger calendar and its feeds.
export { calendarRoutes } from "./calendar.routes";
export { createCalendarService, type CalendarService } from "./calendar.service";
export { createCalendarRepo } from "./calendar.repo";
