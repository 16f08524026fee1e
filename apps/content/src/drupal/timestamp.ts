/** Drupal's timestamp format: second precision, explicit UTC offset. */
export function drupalTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "+00:00");
}
