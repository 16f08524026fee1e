import type { Resource } from "@/tide/types";
import { isString, list, str } from "../attributes";

export interface ProfileDetail {
  type: "profile";
  role: string | null;
  kind: "Staff" | "Alumni" | null;
  expertise: string[];
  email: string | null;
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

export function profileDetail(node: Resource): ProfileDetail {
  const a = node.attributes;
  const type = str(a, "field_profile_type");
  const email = str(a, "field_profile_email")?.trim() ?? null;
  return {
    type: "profile",
    role: str(a, "field_profile_role"),
    kind: type === "staff" ? "Staff" : type === "alumni" ? "Alumni" : null,
    expertise: list(a, "field_profile_expertise", isString).map((s) => s.trim()).filter(Boolean),
    email: email && EMAIL.test(email) ? email : null,
  };
}
