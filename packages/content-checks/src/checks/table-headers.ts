import { elements, placeOf, textOf } from "../html/body.ts";
import { finding, type Check } from "../check.ts";

/** A table without header cells reads as a run of numbers to a screen reader: nothing says what a cell is. */
export const tableHeaders: Check = {
  id: "table-headers",
  severity: "error",
  title: "Table without header cells",
  run({ body }) {
    return elements(body, "table")
      .filter((table) => elements(table, "th").length === 0)
      .map((table) => finding(this, "Mark this table's first row (or first column) as header cells, so that each cell is read with what it means.",
        placeOf(table, textOf(elements(table, "caption")) || textOf(table))));
  },
};
