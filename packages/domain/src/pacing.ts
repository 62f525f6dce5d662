/**
 * Even delivery (issue 5): a line item's goal for today is the quantity left at the start of the day over the days
 * left in its flight, today included; a line item that met it waits for tomorrow.
 */
export function dailyGoal(line: {
  /** The booked quantity. */
  units: number;
  /** Delivered before today. */
  deliveredBeforeToday: number;
  /** Days of the flight from today to its last day, both included (at least 1). */
  daysLeft: number;
}): number {
  return Math.ceil((line.units - line.deliveredBeforeToday) / Math.max(1, line.daysLeft));
}
