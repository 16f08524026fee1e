import type { Resource } from "@/tide/types";
import { isString, list, num, str } from "../attributes";
import type { Relations } from "../relations";
import { catalogueLinks, type CatalogueLink } from "../types/catalogue-links";

/** A unit as a course's structure lists it. */
export interface StructureUnit extends CatalogueLink {
  creditPoints: number | null;
  /** When it is taught ("Block 1, Block 5"). */
  periods: string[];
}

export interface StructureYear {
  /** "Year 1" */
  label: string;
  units: StructureUnit[];
}

export interface StructureSet extends CatalogueLink {
  /** Core, Major, Minor or Specialisation. */
  setType: string;
  creditPoints: number | null;
  units: StructureUnit[];
}

/** A course unit by unit: its own units by year and block, and the unit sets (core, majors, minors) it offers. */
export interface CourseStructure {
  years: StructureYear[];
  sets: StructureSet[];
}

const SET_ORDER = ["Core", "Major", "Minor", "Specialisation"];
const blockNumber = (periods: string[]) => {
  const n = Number(/\d+/.exec(periods[0] ?? "")?.[0]);
  return Number.isFinite(n) ? n : 99;
};

function structureUnits(nodes: Resource[]): StructureUnit[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  return catalogueLinks(nodes, (r) => {
    const cp = num(r.attributes, "field_unit_credit_points");
    return cp === null ? null : `${cp} credit points`;
  }).map((link) => {
    const node = byId.get(link.id);
    return {
      ...link,
      creditPoints: node ? num(node.attributes, "field_unit_credit_points") : null,
      periods: node ? list(node.attributes, "field_unit_study_period", isString).map((s) => s.trim()).filter(Boolean) : [],
    };
  });
}

/** The year of study a unit level is taught in: undergraduate levels are years; postgraduate levels 5 and up start again at 1. */
export const yearOfLevel = (level: number): number => (level >= 5 ? level - 4 : Math.max(level, 1));

/**
 * The structure of a course from its relationships (`field_course_units`, `field_course_unit_sets` and each
 * set's `field_unit_set_units`): its units grouped by year level (the unit code's first digit; postgraduate
 * levels 5 and 6 read as years 1 and 2) and ordered by block; its sets core first, then majors,
 * minors and specialisations. Units or sets that did not resolve are left out. Pure.
 */
export function courseStructure(node: Resource, rel: Relations): CourseStructure | null {
  const units = rel.many(node, "field_course_units");
  const levelOf = new Map(units.map((u) => [u.id, num(u.attributes, "field_unit_level")]));
  const levels = [...new Set([...levelOf.values()].filter((l): l is number => l !== null))].sort((x, y) => x - y);
  const mapped = structureUnits(units);
  const years: StructureYear[] = levels.map((level) => ({
    label: `Year ${yearOfLevel(level)}`,
    units: mapped.filter((u) => levelOf.get(u.id) === level).sort((x, y) => blockNumber(x.periods) - blockNumber(y.periods)),
  }));
  const unplaced = mapped.filter((u) => levelOf.get(u.id) === null || levelOf.get(u.id) === undefined);
  if (unplaced.length > 0) years.push({ label: years.length > 0 ? "Any year" : "Units", units: unplaced });
  const setNodes = rel.many(node, "field_course_unit_sets");
  const setLinks = catalogueLinks(setNodes);
  const sets: StructureSet[] = setLinks.map((link) => {
    const set = setNodes.find((s) => s.id === link.id)!;
    return {
      ...link,
      setType: str(set.attributes, "field_unit_set_type")?.trim() || "Unit set",
      creditPoints: num(set.attributes, "field_unit_set_credit_points"),
      units: structureUnits(rel.many(set, "field_unit_set_units")),
    };
  });
  const rankOf = (t: string) => (SET_ORDER.includes(t) ? SET_ORDER.indexOf(t) : SET_ORDER.length);
  sets.sort((x, y) => rankOf(x.setType) - rankOf(y.setType));
  return years.length === 0 && sets.length === 0 ? null : { years, sets };
}
