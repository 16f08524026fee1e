import type { Resource } from "@/tide/types";
import { bool } from "./attributes";

/** Whether a node has an international variant: a course flagged as offered to international students. */
export function offeredInternationally(node: Resource): boolean {
  return node.type === "node--course" && bool(node.attributes, "field_course_international");
}
