/**
 * The option an arrow key makes active in a combobox's list of `count` options (WAI-ARIA combobox pattern): Down
 * from the box goes to the first, Up from the box to the last, and both wrap around.
 * @param current the active option, -1 while the box itself is active
 */
export function steppedOption(current: number, key: "ArrowDown" | "ArrowUp", count: number): number {
  if (count === 0) return -1;
  if (current === -1) return key === "ArrowDown" ? 0 : count - 1;
  const step = key === "ArrowDown" ? 1 : -1;
  return (current + step + count) % count;
}
